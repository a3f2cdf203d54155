//! Horde chess, as Fairy-Stockfish and lichess play it (Fairy-Stockfish's
//! `horde`): White's 36 pawns, with no king, against Black's chess army.
//! Only Black's king is royal: White cannot be checkmated, and loses when
//! every white piece is gone. White's pawns may step two cells from the
//! first row too, and en passant lands only on the third row.

use crate::game;

game! {
    /// Horde chess as Fairy-Stockfish plays it: White has 36 pawns and no
    /// king, Black the chess army with its royal king. A pawn may step two
    /// cells from its first two rows (White's first row is full of pawns
    /// too), and is taken en passant only on the cell of the third row it
    /// crossed (not on the second, which a pawn crosses from the first
    /// row). White loses when every white piece is gone; Black, who has
    /// the only royal piece, by checkmate.
    pub Horde {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own rows 1..=2,
            step forward-diagonal to enemy,
            en passant at own row 6,
            promote Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        win: captured all,
        draw: repetition, 50 moves without capture or Pawn move,
        // Fitted by `alphabeta tune horde --games 3000 --nodes 2000 --from
        // imitate`, each player with weights of its own (the armies
        // differ): +123 Elo against the untuned evaluation, 95 % interval
        // +92 to +156, and +90 (+61 to +120) against the one-sided
        // weights it replaced (BENCHMARKS.md).
        eval: tuned("weights/horde.txt"),
    }
}
