//! `nocheckatomic`: atomic chess without check (the ICC's rules): the
//! king is an ordinary piece, and a player who has lost it loses.

use alphabeta::game;

game! {
    /// Atomic chess without check, as Fairy-Stockfish plays it: a capture
    /// explodes the capturer, the piece taken and every piece but pawns
    /// around it. The king is not royal: it may be left attacked, or
    /// blasted, even by its own player's capture; a player left without
    /// a king loses, the player who just moved first (who blasts both
    /// kings loses). The king castles, with no check to mind.
    pub NoCheckAtomic {
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
        captures: explode sparing Pawn,
        no moves: draw,
        lose: extinct King,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
