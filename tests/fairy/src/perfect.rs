//! `perfect`: Perfect chess: the chancellor, the archbishop and the amazon
//! in place of a rook, a knight and the queen's bishop; the king castles
//! with the rook or the chancellor.

use alphabeta::game;

game! {
    /// Perfect chess: chess with the chancellor (rook and knight), the
    /// archbishop (bishop and knight) and the amazon (queen and knight);
    /// the king castles as in chess, with the rook or with the chancellor.
    pub Perfect {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook | Chancellor },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Chancellor (C): RN,
        piece Archbishop (M): BN,
        piece Amazon (G): QN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Amazon | Chancellor | Archbishop | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
