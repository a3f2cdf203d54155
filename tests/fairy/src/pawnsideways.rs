//! `pawnsideways`: chess, and a pawn may also step sideways; its double
//! step is decided by the row it stands on (Fairy-Stockfish's
//! `fsmWfceFifmnD`, with the double step from the second row).

use alphabeta::game;

game! {
    /// Pawn sideways: chess, with pawns that also step sideways to an
    /// empty cell, and step two cells from their second row, however they
    /// came there.
    pub PawnSideways {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward | sideways to empty,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
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
