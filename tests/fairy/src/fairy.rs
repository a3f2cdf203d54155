//! `fairy`: Fairy-Stockfish's `fairy`: chess, whose positions may also hold a

use alphabeta::game;

game! {
    /// Fairy-Stockfish's `fairy`: chess, whose positions may also hold a
    /// silver, a fers, an archbishop, a chancellor and a commoner (`M`).
    pub Fairy {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Silver: FfW,
        piece Fers: F,
        piece Archbishop: BN,
        piece Chancellor: RN,
        piece Commoner (M): K,
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
