//! Lines of Action: join all your pieces into one group.

use crate::game;

game! {
    /// Lines of Action, by the rules OpenSpiel plays (Winands' MSO rules):
    /// a piece moves along its row, column or diagonal exactly as many
    /// cells as there are pieces, of both players, on that whole line. It
    /// passes over its own pieces, never over an enemy, and takes an enemy
    /// it lands on. A player whose pieces all touch in one group, by sides
    /// or corners, wins; when a move joins both groups at once, the mover
    /// wins. A player who cannot move loses, and a position that comes
    /// back is a draw.
    pub LinesOfAction {
        board: 8 x 8,
        players: Black, White,
        piece Checker (P) { slide any by count },
        setup: "1PPPPPP1/p6p/p6p/p6p/p6p/p6p/p6p/1PPPPPP1",
        win: one group,
        draw: repetition(2),
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +198 Elo against
        // the untuned evaluation, 95 % interval +161 to +239 (BENCHMARKS.md).
        eval: tuned("weights/lines-of-action.txt"),
    }
}
