//! `threekings`: three kings chess as Fairy-Stockfish plays it

use alphabeta::game;

game! {
    /// Three kings chess as Fairy-Stockfish plays it: each player has three
    /// kings, none royal (a king may be left attacked, and taken); a player
    /// left with fewer than three loses. No castling.
    pub ThreeKings {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
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
        setup: "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK",
        lose: fewer than 3 King,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
