//! `chaturanga`: Chaturanga as Fairy-Stockfish plays it: the ferz (`Q`) steps

use alphabeta::game;

game! {
    /// Chaturanga as Fairy-Stockfish plays it: the ferz (`Q`) steps
    /// diagonally, the elephant (`B`) leaps two cells diagonally, pawns step
    /// once and promote to a ferz; a stalemated player loses.
    pub Chaturanga {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Ferz (Q): F,
        piece Rook: R,
        piece Elephant (B) { leap(2, 2) },
        piece Knight (N): N,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Ferz at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King,
        checkmate: lose,
        stalemate: lose,
        draw: repetition, 70 moves without capture or Pawn move,
    }
}
