//! `chigorin`: Chigorin chess: knights and a chancellor against bishops
//! and a queen, each side promoting to its own pieces.

use alphabeta::game;

game! {
    /// Chigorin chess: White has four knights and a chancellor (rook and
    /// knight), Black four bishops and a queen; a pawn promotes to its own
    /// side's kinds.
    pub Chigorin {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Chancellor: RN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Chancellor | Rook | Knight at last row for White,
            promote Queen | Rook | Bishop at last row for Black,
        },
        setup: "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
