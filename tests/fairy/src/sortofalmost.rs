//! `sortofalmost`: Sort of almost chess: White has a chancellor where
//! Black has a queen, and each promotes to its own.

use alphabeta::game;

game! {
    /// Sort of almost chess: White's queen is a chancellor (rook and
    /// knight); White's pawns promote to a chancellor, Black's to a queen.
    pub SortOfAlmost {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Chancellor: RN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Chancellor | Rook | Bishop | Knight at last row for White,
            promote Queen | Rook | Bishop | Knight at last row for Black,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
