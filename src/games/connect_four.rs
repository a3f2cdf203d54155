//! Connect Four. The declaration works for any size: change the numbers.

use crate::game;

game! {
    /// Connect Four: drop stones into 7 columns of 6; four in a row wins.
    pub ConnectFour {
        board: 7 x 6,
        moves: drop,
        win: line(4),
        draw: full,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +36 Elo against
        // the untuned evaluation, 95 % interval +6 to +67 (BENCHMARKS.md).
        eval: tuned("weights/connect-four.txt"),
    }
}
