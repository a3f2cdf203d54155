//! `capahouse`: Capablanca chess with crazyhouse's hands and drops.

use alphabeta::game;

game! {
    /// Capahouse: Capablanca chess (10 x 8, archbishop and chancellor), and
    /// a captured piece changes sides into the capturer's hand, to come
    /// back as a drop; a promoted pawn goes back as a pawn.
    pub Capahouse {
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
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Archbishop | Chancellor at last row,
        },
        setup: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR",
        captures: to hand,
        drops: Pawn not at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
