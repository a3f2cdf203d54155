// The mistake: `petrify` beside `explode`: a capture either blasts or
// petrifies.
// Corrected:   captures: petrify Rook,
alphabeta::game! {
    pub Petrified {
        board: 8 x 8,
        piece King { step any except King },
        piece Rook: R,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        captures: explode sparing Pawn, petrify Rook,
        lose: extinct King,
    }
}

fn main() {}
