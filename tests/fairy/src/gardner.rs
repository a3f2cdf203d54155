//! `gardner`: Gardner's minichess: 5 x 5, no castling or double steps.

use alphabeta::game;

game! {
    /// Gardner's minichess: 5 x 5, no castling or double steps.
    pub Gardner {
        board: 5 x 5,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqk/ppppp/5/PPPPP/RNBQK",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
