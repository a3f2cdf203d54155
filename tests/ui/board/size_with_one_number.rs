// The mistake: a board size with one number. It is columns `x` rows, even
// for a square board.
// Corrected:   board: 3 x 3,
alphabeta::game! {
    pub TicTacToe {
        board: 3,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
