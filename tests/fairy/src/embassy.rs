//! `embassy`: Embassy chess: Capablanca chess from another start, the king on

use alphabeta::game;

game! {
    /// Embassy chess: Capablanca chess from another start, the king on
    /// the e-file castling three cells either way.
    pub Embassy {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook by 3 },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Archbishop: BN,
        piece Chancellor: RN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Archbishop | Chancellor at last row,
        },
        setup: "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
