//! `amazon`: Amazon chess: the queen also leaps as a knight.

use alphabeta::game;

game! {
    /// Amazon chess: the queen also leaps as a knight.
    pub AmazonChess {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Amazon: QN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Amazon | Rook | Bishop | Knight at last row,
        },
        setup: "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
