// The mistake: an `eval` function that returns a float. It returns an `i32`,
// the score for the side to move.
// Corrected:   fn centre_first(_position: &TicTacToe) -> i32 {
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        eval: centre_first,
    }
}

fn centre_first(_position: &TicTacToe) -> f64 {
    0.5
}

fn main() {}
