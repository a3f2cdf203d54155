//! `losers`: Losers chess: chess whose king stays royal, where captures are
//! mandatory and the player who loses every piece but the king, is
//! checkmated or stalemated wins.

use alphabeta::game;

game! {
    /// Losers chess as Fairy-Stockfish plays it: chess, with its check and
    /// castling, but a player who can capture must (among the legal moves:
    /// a pinned piece's capture forces nothing, and in check only the
    /// captures that answer it); a player left with the king alone, or who
    /// is checkmated or stalemated, wins.
    pub Losers {
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
        captures: mandatory,
        checkmate: win,
        stalemate: win,
        win: bare King,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
