//! `legan`: Legan chess: the armies face each other across a diagonal;
//! pawns move towards the opposite corner (Fairy-Stockfish's `mflFcflW`:
//! they move diagonally forward-left and capture forward or left) and
//! promote on the far corner's two edges.
//!
//! Each player's promotion cells are their own (a8 to d8 and a5 to a7 for
//! White, e1 to h1 and h2 to h4 for Black); the zone lists both sets,
//! which is the same game: a pawn only moves up and left (for White), and
//! every White pawn starts above or left of Black's cells (Black's the
//! same, turned), so no pawn ever reaches the other player's cells.

use alphabeta::game;

game! {
    /// Legan chess: kings in opposite corners, pawns that move towards
    /// the far corner.
    pub Legan {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): N,
        piece Pawn { mflF, cflW, promote Queen | Rook | Bishop | Knight at Promotion },
        zone Promotion: a8 b8 c8 d8 a7 a6 a5 e1 f1 g1 h1 h2 h3 h4,
        setup: "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
