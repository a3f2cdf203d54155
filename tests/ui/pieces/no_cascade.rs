// The mistake: a jump option misspelled, `chian` for `chain`. Only that is
// reported: the rest of the crate, which uses the game's helpers, compiles
// against a stub.
// Corrected:   jump forward-diagonal over enemy chain
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
