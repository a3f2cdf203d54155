// The mistake: `tuned(...)` is given the file's name as a bare word. It
// takes a string, the path of the weights file `alphabeta tune` wrote,
// relative to the directory of the crate's Cargo.toml.
// Corrected:   eval: tuned("weights/tic-tac-toe.txt"),
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        eval: tuned(weights),
    }
}

fn main() {}
