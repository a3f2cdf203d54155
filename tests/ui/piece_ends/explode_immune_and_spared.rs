// The mistake: a kind both spared and immune: an immune kind is spared
// on the cells around already, and everywhere else.
// Corrected:   captures: explode sparing Pawn immune King,
alphabeta::game! {
    pub Atomar {
        board: 8 x 8,
        piece King { step any except King },
        piece Rook: R,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        captures: explode sparing Pawn | King immune King,
        lose: extinct King,
    }
}

fn main() {}
