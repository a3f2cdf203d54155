//! Solve a position exactly and print the principal variation: the line of
//! best play to the end of the game.
//!
//! Run with `cargo run --release --example solve`, or pass a position, such
//! as `cargo run --release --example solve -- "a1 b2"` (a move sequence) or
//! `-- "X.O/.X./... O"` (a board string: rows top first, then who moves).

use alphabeta::games::tictactoe::TicTacToe;
use alphabeta::runtime::notation::move_to_string;
use alphabeta::runtime::{solve, Game, Notation, Solution};

fn main() {
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "a1 b1".to_string());
    let position = match TicTacToe::parse_position(&text) {
        Ok(position) => position,
        Err(e) => {
            eprintln!("cannot read {text:?}: {e}");
            std::process::exit(2);
        }
    };
    println!("{position}");

    // The exact value from the side to move's point of view, a best move,
    // and a line of best play.
    let solved = solve(&position);
    let value = match solved.value {
        Solution::Win(plies) => format!("wins in {plies} plies"),
        Solution::Loss(plies) => format!("loses in {plies} plies"),
        Solution::Draw => "draws".to_string(),
        unknown => format!("is {unknown}"),
    };
    println!(
        "{:?} to move {value} ({} nodes)",
        position.side_to_move(),
        solved.nodes
    );

    // Moves print in the game's notation; each is written in the position
    // where it is played.
    let mut line = Vec::new();
    let mut at = position;
    for &mv in solved.pv.iter() {
        line.push(move_to_string(&at, mv));
        at = at.play(mv);
    }
    println!("best play: {}", line.join(" "));
    println!("{at}");
}
