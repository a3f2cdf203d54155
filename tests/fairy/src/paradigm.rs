//! `paradigm`: Paradigm chess30: the bishops also leap as xiangqi's horse.

use alphabeta::game;

game! {
    /// Paradigm chess30: chess whose bishops also leap as a knight that a
    /// piece beside it blocks (xiangqi's horse).
    pub Paradigm {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: BnN,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Bishop | Rook | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
