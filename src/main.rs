//! The `alphabeta` command: play, analyze, solve, perft and trace every game
//! in the catalog. With no arguments it plays Connect Four.

fn main() -> std::process::ExitCode {
    alphabeta::cli::main()
}
