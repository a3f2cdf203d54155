//! `atomar`: atomic chess without check whose kings no blast takes, and
//! which may not take each other.

use alphabeta::game;

game! {
    /// Atomar chess, as Fairy-Stockfish plays it: a capture explodes the
    /// capturer, the piece taken and every piece around it but pawns and
    /// kings. Kings are immune to every blast, their own captures' too, but
    /// not to capture, and a king may not take a king. The king is not
    /// royal: it may be left attacked, and a player whose king is taken
    /// loses. The king castles, with no check to mind.
    pub Atomar {
        board: 8 x 8,
        players: White, Black,
        piece King { step any except King, castle with Rook },
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
        captures: explode sparing Pawn immune King,
        no moves: draw,
        lose: extinct King,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
