//! Havannah on a hexagon of side 8, as OpenSpiel plays it: no swap rule.

use crate::game;

game! {
    /// Havannah: a ring (a loop around at least one cell), a bridge (a
    /// group joining two corners) or a fork (a group joining three sides,
    /// corners not counting) wins; a full board with none is a draw.
    pub Havannah {
        board: hex hexagon 8,
        players: White, Black,
        moves: place,
        win: ring, bridge, fork,
        draw: full,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +31 Elo against
        // the untuned evaluation, 95 % interval +0.4 to +63 (BENCHMARKS.md).
        eval: tuned("weights/havannah.txt"),
    }
}
