// The mistake: a forgotten colon after a section keyword, `draw full`.
// Corrected:   draw: full,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw full,
    }
}

fn main() {}
