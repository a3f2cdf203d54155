//! `shatranj`: Shatranj as Fairy-Stockfish plays it

use alphabeta::game;

game! {
    /// Shatranj as Fairy-Stockfish plays it: chaturanga's pieces with the
    /// king and the ferz (`Q`) swapped; a stalemated player loses, and so
    /// does a player whose king is left alone, unless their reply bares
    /// the other king too.
    pub Shatranj {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Ferz (Q): F,
        piece Rook: R,
        piece Elephant (B): A,
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Ferz at last row,
        },
        setup: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR",
        royal: King,
        checkmate: lose,
        stalemate: lose,
        lose: bare King unless bared back,
        draw: repetition, 70 moves without capture or Pawn move,
    }
}
