//! `suicide`: Suicide chess: antichess, where a player who cannot move is
//! judged by the count of pieces.

use alphabeta::game;

game! {
    /// Suicide chess as Fairy-Stockfish plays it: antichess (captures are
    /// mandatory, the king is an ordinary piece, and a player with no piece
    /// left wins), but a player who cannot move wins only with fewer pieces
    /// on the board than the other, loses with more, and draws with as
    /// many.
    pub Suicide {
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
            promote Queen | Rook | Bishop | Knight | King at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        captures: mandatory,
        no moves: fewer pieces win,
        lose: captured all,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
