//! `fischerandom`: Chess960: chess from a shuffled back row, castling onto
//! chess's files.

use alphabeta::game;

game! {
    /// Chess960 (Fischer random chess): chess, but from any of 960 back
    /// rows (given as a FEN; the setup is chess's own); the king castles
    /// onto the c-file with the rook on the d-file, or onto the g-file with
    /// the rook on the f-file, from wherever the two stand.
    pub FischerRandom {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook to file c | g },
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
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
