//! `misere`: Misère chess: the player who is checkmated wins.

use alphabeta::game;

game! {
    /// Misère chess: the player who is checkmated wins.
    pub Misere {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: win,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
