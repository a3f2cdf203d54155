//! Othello: outflank and flip.

use crate::game;

game! {
    /// Othello: a disc must outflank at least one line of the opponent's
    /// discs, which turn over; a player who cannot move passes, and when
    /// neither can, more discs wins.
    pub Othello {
        board: 8 x 8,
        players: Black, White,
        moves: place flipping,
        setup: first on e4 d5, second on d4 e5,
        no moves: pass,
        win: most pieces,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +463 Elo against
        // the untuned evaluation, 95 % interval +407 to +541 (BENCHMARKS.md).
        eval: tuned("weights/othello.txt"),
    }
}
