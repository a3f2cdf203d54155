// The mistake: `sparing` names a piece the game does not declare
// (misspelled).
// Corrected:   captures: explode sparing Pawn,
alphabeta::game! {
    pub Atomic {
        board: 8 x 8,
        piece King { step any },
        piece Rook: R,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        royal: King,
        captures: explode sparing Pwan,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
