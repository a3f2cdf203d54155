//! `omicron`: Omicron chess: 12 x 10 with the champion (`C`) and the wizard (`W`),

use alphabeta::game;

game! {
    /// Omicron chess: 12 x 10 with the champion (`C`) and the wizard (`W`),
    /// a wizard on each corner cell outside the ring of blocked cells.
    pub Omicron {
        board: 12 x 10,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Champion { step orthogonal, leap(2, 0), leap(2, 2) },
        piece Wizard { step diagonal, leap(1, 3) },
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Wizard | Champion | Queen | Rook | Bishop | Knight at Far,
        },
        setup: "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W",
        zone Far: a1 l1 b2 c2 d2 e2 f2 g2 h2 i2 j2 k2 b9 c9 d9 e9 f9 g9 h9 i9 j9 k9 a10 l10,
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
