//! `berolina`: Berolina chess: pawns move diagonally forward and capture straight

use alphabeta::game;

game! {
    /// Berolina chess: pawns move diagonally forward and capture straight
    /// forward, en passant included.
    pub Berolina {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward-diagonal to empty,
            step forward-diagonal 2 to empty on first move,
            step forward to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
