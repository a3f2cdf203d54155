//! `almost`: Almost chess: a chancellor (rook and knight) instead of the queen.

use alphabeta::game;

game! {
    /// Almost chess: a chancellor (rook and knight) instead of the queen.
    pub Almost {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Chancellor: RN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Chancellor | Rook | Bishop | Knight at last row,
        },
        setup: "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
