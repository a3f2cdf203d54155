//! `shouse`: S-house, S-chess with crazyhouse's hands: a captured piece
//! changes sides into the capturer's hand, and a piece in hand may be
//! dropped on an empty cell or gated.

use alphabeta::game;

game! {
    /// S-house: S-chess (a hawk and an elephant in each hand, gated onto
    /// the cell a back-row piece first leaves), and a captured piece goes
    /// to the capturer's hand, to come back as a drop or gated; a promoted
    /// pawn goes back as a pawn.
    pub SHouse {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Elephant: RN,
        piece Hawk: BN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Elephant | Hawk at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh]",
        captures: to hand,
        drops: Pawn not at first row, gating at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
