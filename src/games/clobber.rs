//! Clobber: a stone moves only by taking a neighbouring enemy stone.

use crate::game;

game! {
    /// Clobber on 6 columns by 5 rows, as OpenSpiel plays it: the board
    /// starts full, in a chequer of both colours with the first player's
    /// stone on `a1`; a stone moves one cell up, down, left or right onto
    /// an enemy stone, which it takes. A player who cannot move loses.
    pub Clobber {
        board: 6 x 5,
        players: White, Black,
        piece Stone (P): cW,
        setup: "PpPpPp/pPpPpP/PpPpPp/pPpPpP/PpPpPp",
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +104 Elo against
        // the untuned evaluation, 95 % interval +70 to +139 (BENCHMARKS.md).
        eval: tuned("weights/clobber.txt"),
    }
}
