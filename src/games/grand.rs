//! Grand chess, as Fairy-Stockfish plays it (Fairy-Stockfish's `grand`),
//! on 10 x 10: chess's army with a chancellor and an archbishop, the rooks
//! on the first row and the other pieces on the second. Pawns promote on
//! the last three rows (and must on the last), but only to a kind their
//! player has lost.

use crate::game;

game! {
    /// Grand chess: a chancellor (rook and knight) and an archbishop
    /// (bishop and knight) join chess's pieces on 10 x 10. A pawn may
    /// promote on its last three rows, and must on the last, but only to a
    /// kind its player has lost. No castling.
    pub Grand {
        board: 10 x 10,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Chancellor: RN,
        piece Archbishop: BN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            may promote lost Queen | lost Chancellor | lost Archbishop | lost Rook | lost Bishop | lost Knight at last 3 rows,
        },
        setup: "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune grand --games 3000 --nodes 2000 --from
        // imitate`: +61 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +28 to +96 (BENCHMARKS.md).
        eval: tuned("weights/grand.txt"),
    }
}
