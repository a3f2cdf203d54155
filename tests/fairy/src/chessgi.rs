//! `chessgi`: loop chess where pawns may also be dropped on their first
//! row (Fairy-Stockfish's `firstRankPawnDrops`).

use alphabeta::game;

game! {
    /// Chessgi: loop chess, and a pawn may be dropped on any row but the
    /// last, where it could never move.
    pub Chessgi {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: to hand keeping promotions,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
