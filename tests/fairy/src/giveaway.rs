//! `giveaway`: antichess with castling: the king is an ordinary piece that
//! castles.

use alphabeta::game;

game! {
    /// Giveaway chess as Fairy-Stockfish plays it: antichess, whose king
    /// is an ordinary piece (it may be taken, and a pawn may promote to
    /// one), but castles as in chess, with no check to mind; captures are
    /// mandatory, and a player with no piece left, or no move, wins.
    pub Giveaway {
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
            promote Queen | Rook | Bishop | Knight | King at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: mandatory,
        no moves: win,
        lose: captured all,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
