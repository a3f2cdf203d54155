// One mistake in a piece game gives one error: the rest of the crate,
// which uses the game's helpers, still compiles against a stub.
use alphabeta::runtime::{Game, Side};

alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chian },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {
    let start = Draughts::start();
    let _ = (start.piece_count(Side::First), start.mobility(Side::Second), start.piece(0, 0));
}
