//! `georgian`: Georgian chess: amazon chess without castling or en passant.

use alphabeta::game;

game! {
    /// Georgian chess: amazon chess without castling or en passant.
    pub Georgian {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Amazon: QN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            promote Amazon | Rook | Bishop | Knight at last row,
        },
        setup: "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
