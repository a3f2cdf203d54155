// The mistake: the weights file is not where the path says. A path is
// read relative to the directory of the crate's Cargo.toml (as
// `include_str!` reads one relative to its file); `alphabeta tune GAME
// --out FILE` writes the file.
// Corrected:   eval: tuned("weights/tic-tac-toe.txt"), with the file there
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        eval: tuned("weights/no-such-file.txt"),
    }
}

fn main() {}
