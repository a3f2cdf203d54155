//! Breakthrough: pawns race to the far row.

use crate::game;

game! {
    /// Breakthrough: a pawn steps straight forward to an empty square, or
    /// diagonally forward to an empty or enemy square; reaching the far row
    /// or capturing every enemy pawn wins.
    pub Breakthrough {
        board: 8 x 8,
        players: White, Black,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row), captured all,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +279 Elo against
        // the untuned evaluation, 95 % interval +239 to +325 (BENCHMARKS.md).
        eval: tuned("weights/breakthrough.txt"),
    }
}
