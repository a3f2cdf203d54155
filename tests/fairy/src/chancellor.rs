//! `chancellor`: Chancellor chess: 9 x 9 with the chancellor (rook and knight).

use alphabeta::game;

game! {
    /// Chancellor chess: 9 x 9 with the chancellor (rook and knight).
    pub ChancellorChess {
        board: 9 x 9,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Chancellor: RN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Chancellor | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
