//! Replace the evaluation that `game!` derives from the rules with your own,
//! without touching the game: hand the searcher an evaluator.
//!
//! Run with `cargo run --release --example own_evaluator`.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::notation::move_to_string;
use alphabeta::runtime::{Game, Limits, SearchOptions, Searcher, Side};

/// A simple idea of our own: stones near the middle column are worth more.
/// Evaluations are from the point of view of the side to move, in
/// centi-units (100 = one point).
fn centre_control(position: &ConnectFour) -> i32 {
    let me = position.side_to_move();
    let mut score = 0;
    for col in 0..ConnectFour::WIDTH {
        let weight = 4 - (col as i32 - 3).abs(); // 1, 2, 3, 4, 3, 2, 1
        for row in 0..ConnectFour::HEIGHT {
            match position.stone(col, row) {
                Some(side) if side == me => score += weight,
                Some(_) => score -= weight,
                None => {}
            }
        }
    }
    score
}

fn main() {
    let start = ConnectFour::start();

    // Any `FnMut(&Game) -> i32` is an evaluator. The searcher is generic
    // over it, so the replacement costs nothing at run time.
    let mut ours = Searcher::with_evaluator(SearchOptions::default(), centre_control);
    // The default one: open lines, weighted by how full they are.
    let mut default = Searcher::new(SearchOptions::default());

    // Play one game: our evaluator as the first player, the default as the second.
    let mut position = start;
    while position.outcome().is_none() {
        let limits = Limits::depth(7);
        let result = match position.side_to_move() {
            Side::First => ours.search(&position, &limits),
            Side::Second => default.search(&position, &limits),
        };
        let Some(mv) = result.best_move else { break };
        print!("{} ", move_to_string(&position, mv));
        position = position.play(mv);
    }
    println!("\n{position}");
    println!(
        "result (first player used centre_control): {:?}",
        position.outcome()
    );
}
