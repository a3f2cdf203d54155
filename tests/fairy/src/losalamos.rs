//! `losalamos`: Los Alamos chess: 6 x 6, no bishops, castling or double steps.

use alphabeta::game;

game! {
    /// Los Alamos chess: 6 x 6, no bishops, castling or double steps.
    pub LosAlamos {
        board: 6 x 6,
        players: White, Black,
        piece King: K,
        piece Queen: Q,
        piece Rook: R,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Queen | Rook | Knight at last row,
        },
        setup: "rnqknr/pppppp/6/6/PPPPPP/RNQKNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
