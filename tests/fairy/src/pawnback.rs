//! `pawnback`: chess, and a pawn may also step back, but never onto its
//! first row; its double step is decided by the row it stands on
//! (Fairy-Stockfish's `fbmWfceFifmnD`, with the pawn's mobility region
//! ranks 2 to 8). A pawn's move does not reset the fifty-move count,
//! which only captures do.

use alphabeta::game;

game! {
    /// Pawn back: chess, with pawns that also step back to an empty cell
    /// from their third row on, and step two cells from their second row,
    /// however they came there.
    pub PawnBack {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step backward to empty from own rows 3..=7,
            step forward 2 to empty from own row 2,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture,
    }
}
