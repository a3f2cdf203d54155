//! Racing Kings, as Fairy-Stockfish and lichess play it (Fairy-Stockfish's
//! `racingkings`): both armies start on the first two rows, no move may
//! give check, and the first king on the eighth row wins; when White's
//! king arrives first, Black may still draw by arriving at once.

use crate::game;

game! {
    /// Racing Kings as Fairy-Stockfish plays it: both armies start on the
    /// first two rows, no move may give check, and the first king on the
    /// eighth row wins; when White's king arrives first, Black may still
    /// draw by arriving at once.
    pub RacingKings {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        setup: "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ",
        royal: King not checked,
        checkmate: lose,
        stalemate: draw,
        win: reach(row 8) by King unless reached back,
        draw: repetition, 50 moves without capture,
        // Fitted by `alphabeta tune racing-kings --games 3000 --nodes 2000
        // --from imitate`: +191 Elo against the untuned evaluation at 500
        // nodes a move, 95 % interval +163 to +221 (BENCHMARKS.md).
        eval: tuned("weights/racing-kings.txt"),
    }
}
