// The mistake: a section keyword with nothing after its colon.
// Corrected:   draw: full,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw:
    }
}

fn main() {}
