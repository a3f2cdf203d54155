//! `extinction`: extinction chess: losing every piece of one kind loses.

use alphabeta::game;

game! {
    /// Extinction chess as Fairy-Stockfish plays it: the king is an
    /// ordinary piece (it may be left attacked, and taken; a pawn may
    /// promote to one) that castles, with no check to mind; a player who
    /// has lost every piece of one kind loses, and one who cannot move
    /// draws.
    pub Extinction {
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
            promote King | Queen | Rook | Bishop | Knight at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        no moves: draw,
        lose: extinct King | Queen | Rook | Bishop | Knight | Pawn,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
