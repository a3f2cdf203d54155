//! `gustav3`: Gustav III's chess: 10 x 8 with an amazon in each corner and

use alphabeta::game;

game! {
    /// Gustav III's chess: 10 x 8 with an amazon in each corner and
    /// blocked cells beside the pawns.
    pub Gustav3 {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Amazon: QN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Amazon | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
