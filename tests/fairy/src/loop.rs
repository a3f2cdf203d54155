//! `loop`: crazyhouse where a promoted pawn keeps its promotion when it is
//! captured into a hand (Fairy-Stockfish's `dropLoop`).

use alphabeta::game;

game! {
    /// Loop chess: crazyhouse, and a captured queen that was a pawn goes to
    /// the hand as a queen.
    pub Loop {
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
        drops: Pawn not at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
