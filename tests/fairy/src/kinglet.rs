//! `kinglet`: extinction chess where only the pawns count, and they
//! promote to kings.

use alphabeta::game;

game! {
    /// Kinglet chess as Fairy-Stockfish plays it: the king is an ordinary
    /// piece that castles, with no check to mind; pawns promote to kings
    /// only, and the player who has lost every pawn loses; a player who
    /// cannot move draws.
    pub Kinglet {
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
            promote King at last row,
        },
        setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        no moves: draw,
        lose: extinct Pawn,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
