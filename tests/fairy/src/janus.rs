//! `janus`: Janus chess: 10 x 8 with two januses (bishop and knight); the
//! king castles onto the b- or i-file.

use alphabeta::game;

game! {
    /// Janus chess: 10 x 8 with two januses (bishop and knight) on each
    /// side; the king castles onto the b-file, with the rook landing on
    /// the c-file, or onto the i-file, with the rook on the h-file.
    pub Janus {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook to file b | i },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Janus (J): BN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Janus | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
