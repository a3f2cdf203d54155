//! `codrus`: giveaway chess where the king must be given away.

use alphabeta::game;

game! {
    /// Codrus as Fairy-Stockfish plays it: giveaway chess (captures are
    /// mandatory, the king is an ordinary piece that castles), but the
    /// player who loses their king, or cannot move, wins; pawns do not
    /// promote to a king.
    pub Codrus {
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
        captures: mandatory,
        no moves: win,
        win: extinct King,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
