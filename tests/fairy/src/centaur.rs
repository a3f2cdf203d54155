//! `centaur`: Centaur chess (Royal Court): 10 x 8 with the centaur (king and

use alphabeta::game;

game! {
    /// Centaur chess (Royal Court): 10 x 8 with the centaur (king and
    /// knight); the king castles three cells.
    pub Centaur {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook by 3 },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Centaur: KN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Centaur | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
