// The mistake: `hints:` given a string. It names a Rust function
// `fn(&TicTacToe, u8) -> i32`, which orders the moves for the search.
// Corrected:   hints: centre_first,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        hints: "centre first",
    }
}

fn main() {}
