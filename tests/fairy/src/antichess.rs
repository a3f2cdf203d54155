//! `antichess`: Antichess: captures are mandatory, the king is an ordinary piece

use alphabeta::game;

game! {
    /// Antichess: captures are mandatory, the king is an ordinary piece
    /// (and a promotion choice), and losing every piece, or having no move,
    /// wins.
    pub Antichess {
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
        no moves: win,
        lose: captured all,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
