//! `raazuvaa`: Raazuvaa (Maldivian chess): chess without castling or double steps.

use alphabeta::game;

game! {
    /// Raazuvaa (Maldivian chess): chess without castling or double steps.
    pub Raazuvaa {
        board: 8 x 8,
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
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
