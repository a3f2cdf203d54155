//! `knightmate`: Knightmate: the royal piece moves as a knight (and castles), and a

use alphabeta::game;

game! {
    /// Knightmate: the royal piece moves as a knight (and castles), and a
    /// mann (`M`, a non-royal king) replaces each knight.
    pub Knightmate {
        board: 8 x 8,
        players: White, Black,
        piece King { leap(1, 2), castle with Rook },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Mann: K,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            promote Mann | Queen | Rook | Bishop at last row,
        },
        setup: "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
