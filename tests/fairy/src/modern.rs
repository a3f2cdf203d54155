//! `modern`: Modern chess: 9 x 9 with the minister (`M`, bishop and knight).

use alphabeta::game;

game! {
    /// Modern chess: 9 x 9 with the minister (`M`, bishop and knight).
    pub Modern {
        board: 9 x 9,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Minister (M): BN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Minister | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
