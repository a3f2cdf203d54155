//! `perfect`: Perfect chess: the chancellor, the archbishop (here `M`) and the

use alphabeta::game;

game! {
    /// Perfect chess: the chancellor, the archbishop (here `M`) and the
    /// amazon (here `G`) join; the king castles with a rook or a chancellor.
    pub Perfect {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook, castle with Chancellor },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Chancellor: RN,
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
