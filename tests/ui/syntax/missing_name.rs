// The mistake: a game without a name. The name becomes the generated type's.
// Corrected:   pub TicTacToe {
alphabeta::game! {
    pub {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
