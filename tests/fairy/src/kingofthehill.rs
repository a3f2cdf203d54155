//! `kingofthehill`: King of the Hill: chess, and a king on one of the four centre

use alphabeta::game;

game! {
    /// King of the Hill: chess, and a king on one of the four centre
    /// squares wins.
    pub KingOfTheHill {
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
        zone Hill: d4 e4 d5 e5,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        win: reach(Hill) by King,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
