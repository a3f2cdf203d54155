//! `shako`: Shako: chess on 10 x 10 with xiangqi's cannon and an elephant
//! that steps or leaps two cells diagonally.

use alphabeta::game;

game! {
    /// Shako: chess on 10 x 10 with two cannons (xiangqi's) and two
    /// elephants (`FA`: one or two cells diagonally, leaping) each; the
    /// pieces stand on the second row, the pawns on the third.
    pub Shako {
        board: 10 x 10,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Elephant: FA,
        piece Cannon: mRcpR,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Rook | Bishop | Knight | Cannon | Elephant at last row,
        },
        setup: "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
