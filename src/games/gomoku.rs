//! Gomoku, free-style: five or more in a row wins.

use crate::game;

game! {
    /// Gomoku: Black moves first; five or more in a row wins (free-style).
    pub Gomoku {
        board: 15 x 15,
        players: Black, White,
        moves: place,
        win: line(5),
        draw: full,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +30 Elo against
        // the untuned evaluation, 95 % interval +2 to +58 (BENCHMARKS.md).
        eval: tuned("weights/gomoku.txt"),
    }
}
