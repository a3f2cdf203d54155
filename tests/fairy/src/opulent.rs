//! `opulent`: Opulent chess, Grand chess with a wizard and a lion, as
//! Fairy-Stockfish plays it.

use alphabeta::game;

game! {
    /// Opulent chess: Grand chess whose knight also steps as a wazir, with
    /// a wizard (camel and ferz) and a lion (ferz, dabbaba and
    /// threeleaper). A pawn may promote on its last three rows, and must on
    /// the last, but only to a kind its player has lost. No castling.
    pub Opulent {
        board: 10 x 10,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Chancellor: RN,
        piece Archbishop: BN,
        piece Rook: R,
        piece Bishop: B,
        piece Knight (N): NW,
        piece Wizard: CF,
        piece Lion: FDH,
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            step forward-diagonal to enemy,
            en passant,
            may promote lost Queen | lost Chancellor | lost Archbishop | lost Rook | lost Bishop
                | lost Knight | lost Wizard | lost Lion at last 3 rows,
        },
        setup: "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition, 50 moves without capture or Pawn move,
    }
}
