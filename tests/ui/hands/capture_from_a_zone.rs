// The mistake: a move that captures, limited to `from own row 5`.
// Corrected:   step forward-diagonal to enemy,
alphabeta::game! {
    pub Pawns {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Pawn { step forward to empty, step forward-diagonal to enemy from own row 5 },
        setup: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3",
        royal: King,
    }
}

fn main() {}
