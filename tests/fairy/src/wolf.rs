//! `wolf`: Wolf chess, on 8 x 10, with wolves, foxes, nightriders and
//! sergeants.

use alphabeta::game;

game! {
    /// Wolf chess as Fairy-Stockfish plays it, on 8 x 10: wolves (rook and
    /// knight), foxes (bishop and knight), nightriders, and two kinds of
    /// pawn. The pawn steps forward and captures forward-diagonally; the
    /// sergeant steps and captures forward and forward-diagonally. Both
    /// step two cells forward, through an empty one, from their second row
    /// and from the third row's b, c, f and g files, and only pawns take en
    /// passant (either kind). Both promote on the last row to a queen, a
    /// wolf, a fox, a rook or a bishop; a pawn may also become an elephant
    /// (nightrider and queen), the pawn's promoted form, written `+P`. No
    /// castling.
    pub Wolf {
        board: 8 x 10,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Wolf: RN,
        piece Fox: BN,
        piece Rook: R,
        piece Bishop: B,
        piece Nightrider (N): NN,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own a2 b2 c2 d2 e2 f2 g2 h2 b3 c3 f3 g3,
            step forward-diagonal to enemy,
            en passant,
            promote Queen | Wolf | Fox | Rook | Bishop | Elephant at last row,
        },
        piece Sergeant {
            fK,
            step forward 2 to empty from own a2 b2 c2 d2 e2 f2 g2 h2 b3 c3 f3 g3,
            promote Queen | Wolf | Fox | Rook | Bishop at last row,
        },
        piece Elephant (+P): NNQ,
        setup: "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move or Sergeant move,
    }
}
