//! `dragon`: Dragon chess: chess, and each player holds a dragon
//! (bishop and knight) in hand, to drop on an empty cell of their own back
//! row instead of a move. Captures do not go to the hand.

use alphabeta::game;

game! {
    /// Dragon chess: chess with a dragon in each player's hand, dropped on
    /// the back row; pawns may promote to it too.
    pub DragonChess {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Dragon: BN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Dragon at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd]",
        drops: only at first row,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
