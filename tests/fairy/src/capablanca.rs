//! `capablanca`: Capablanca chess: 10 x 8 with the archbishop and the chancellor;

use alphabeta::game;

game! {
    /// Capablanca chess: 10 x 8 with the archbishop and the chancellor;
    /// the king castles three cells.
    pub Capablanca {
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
        setup: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
