//! `armageddon`: Armageddon chess: chess where Black has draw odds.

use alphabeta::game;

game! {
    /// Armageddon: chess in which every draw (stalemate, repetition, the
    /// fifty-move rule) counts as a win for Black.
    pub Armageddon {
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
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
        draw odds: Black,
    }
}
