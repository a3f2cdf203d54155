// The mistake: `eval:` names two functions. It takes one, which scores the
// whole position; write one function that adds up both.
// Corrected:   eval: centre_and_corners,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        eval: centre, corners,
    }
}

fn main() {}
