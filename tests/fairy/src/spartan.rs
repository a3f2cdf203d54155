//! `spartan`: Spartan chess, Persians (chess's army) against Spartans,
//! who have two kings.

use alphabeta::game;

game! {
    /// Spartan chess as Fairy-Stockfish plays it: White has chess's army,
    /// Black two kings, generals (rook and ferz), warlords (bishop and
    /// knight), lieutenants, captains and hoplites, pawns that move
    /// diagonally and capture straight ahead and promote to any of
    /// Black's pieces, a king only while Black has lost one. A player is in
    /// check only when every king they have is attacked: Black with two
    /// kings may leave one attacked, not both, and the last king is royal.
    /// No en passant.
    pub Spartan {
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
            promote Queen | Rook | Bishop | Knight at last row,
        },
        piece General: RF,
        piece Warlord: BN,
        piece Lieutenant: FAsmW,
        piece Captain: WD,
        piece Hoplite {
            fmF,
            fcW,
            leap(2, 2) to empty from own row 2,
            promote lost King | General | Warlord | Lieutenant | Captain at last row,
        },
        setup: "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR",
        royal: King when all attacked,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move or Hoplite move,
    }
}
