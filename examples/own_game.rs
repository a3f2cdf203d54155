//! Declare a game that is not in the catalog, then let the engine play it
//! against itself.
//!
//! Run with `cargo run --release --example own_game`.

use alphabeta::runtime::notation::move_to_string;
use alphabeta::runtime::{Game, Limits, SearchOptions, Searcher};

// The rules, in the words a player would use. `game!` turns them into a
// type, `ConnectThree`, that the searcher can play: a bitboard per player,
// a move generator, the end test and the notation are generated.
alphabeta::game! {
    /// Connect three: drop stones into 5 columns of 4; three in a row wins.
    pub ConnectThree {
        board: 5 x 4,       // 5 columns, 4 rows
        moves: drop,        // a stone falls to the lowest empty cell
        win: line(3),       // three in a row, any direction
        draw: full,         // a full board with no line is a draw
    }
}

fn main() {
    // A searcher is built once and reused: building it allocates its
    // transposition table, searching allocates nothing.
    let mut searcher = Searcher::new(SearchOptions::default());
    let mut position = ConnectThree::start();
    println!("{position}");

    // Until somebody wins or the board fills up...
    while position.outcome().is_none() {
        // ...search 8 plies ahead and play the best move found.
        let result = searcher.search(&position, &Limits::depth(8));
        let Some(mv) = result.best_move else { break };
        println!(
            "{:?} plays column {}",
            position.side_to_move(),
            move_to_string(&position, mv)
        );
        position = position.play(mv);
        println!("{position}");
    }
    println!("result: {:?}", position.outcome());
}
