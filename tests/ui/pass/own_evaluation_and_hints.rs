// The escape hatches: `eval:` and `hints:` name plain Rust functions that
// replace the evaluation and ordering derived from the rules.
use alphabeta::runtime::{Game, Limits, SearchOptions, Searcher};

alphabeta::game! {
    pub ConnectFour {
        board: 7 x 6,
        moves: drop,
        win: line(4),
        draw: full,
        eval: centre_stones,
        hints: centre_first,
    }
}

/// Stones in the middle column, for the side to move.
fn centre_stones(position: &ConnectFour) -> i32 {
    let me = position.side_to_move();
    (0..ConnectFour::HEIGHT)
        .map(|row| match position.stone(3, row) {
            Some(side) if side == me => 10,
            Some(_) => -10,
            None => 0,
        })
        .sum()
}

fn centre_first(_position: &ConnectFour, mv: u8) -> i32 {
    let (col, _) = ConnectFour::move_cell(mv);
    -(col as i32 - 3).abs()
}

fn main() {
    let mut searcher = Searcher::new(SearchOptions::default());
    let result = searcher.search(&ConnectFour::start(), &Limits::depth(4));
    assert!(result.best_move.is_some());
}
