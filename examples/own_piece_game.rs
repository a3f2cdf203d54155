//! Declare a game whose pieces move and capture, then let the engine play
//! it against itself.
//!
//! Run with `cargo run --release --example own_piece_game`.

use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::{Game, Limits, Notation, SearchOptions, Searcher};

// Breakthrough on a small board, with a knight for each side. The pawn is
// written in words, the knight in Betza notation (`N`, the knight's leap).
alphabeta::game! {
    /// Mini breakthrough: pawns race to the far row; knights guard them.
    pub MiniBreakthrough {
        board: 6 x 6,
        players: White, Black,
        piece Pawn {
            step forward to empty,                      // straight ahead
            step forward-diagonal to empty | enemy,     // diagonally, capturing
        },
        piece Knight: N,                                // leaps, capturing too
        setup: first Pawn on row 2, first Knight on b1 e1,
               second Pawn on row 5, second Knight on b6 e6,
        win: reach(last row), captured all,
        no moves: lose,
    }
}

fn main() {
    let mut searcher = Searcher::new(SearchOptions::default());
    let mut position = MiniBreakthrough::start();
    println!("{position}");
    while position.outcome().is_none() {
        if legal_moves(&position).is_empty() {
            let side = MiniBreakthrough::side_name(position.side_to_move());
            println!("{side} cannot move");
            break;
        }
        let result = searcher.search(&position, &Limits::depth(7));
        let Some(mv) = result.best_move else { break };
        println!(
            "{} plays {}",
            MiniBreakthrough::side_name(position.side_to_move()),
            move_to_string(&position, mv)
        );
        position = position.play(mv);
        println!("{position}");
    }
    let result = match position.outcome() {
        Some(outcome) => outcome,
        None => position.no_moves(),
    };
    println!("result: {result:?}");
}
