// The mistake: the rules in parentheses. They go in braces after the name.
// Corrected:   pub TicTacToe { ... }
alphabeta::game! {
    pub TicTacToe (
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    )
}

fn main() {}
