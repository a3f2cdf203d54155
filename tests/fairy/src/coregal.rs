//! `coregal`: chess where the queens are royal too.

use alphabeta::game;

game! {
    /// Coregal chess as Fairy-Stockfish plays it: chess, where no move may
    /// leave the king or any queen attacked (a pawn promoted to a queen is
    /// royal too), and a player who cannot move is checkmated when one of
    /// them is attacked.
    pub Coregal {
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
        royal: King | Queen,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
