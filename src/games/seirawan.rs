//! S-chess (Seirawan chess), as Fairy-Stockfish plays it (Fairy-Stockfish's
//! `seirawan`): chess, and each player holds a hawk (bishop and knight)
//! and an elephant (rook and knight) in hand. When a piece of the back row
//! first leaves its cell (the king or the rook by castling too), its
//! player may gate a piece from the hand onto the cell it left.

use crate::game;

game! {
    /// S-chess: chess with a hawk and an elephant in each player's hand.
    /// When a piece first leaves its cell on the back row (the king or the
    /// rook by castling too), its player may put a piece from the hand on
    /// the cell it left, as part of the move; pawns may promote to either.
    pub Seirawan {
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
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Elephant | Hawk at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh]",
        drops: only gating at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
