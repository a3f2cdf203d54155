// The mistake: `petrify` names a piece the game does not declare
// (misspelled).
// Corrected:   captures: petrify Rook,
alphabeta::game! {
    pub Petrified {
        board: 8 x 8,
        piece King { step any to empty },
        piece Rook: R,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        royal: King,
        captures: petrify Rokk,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
