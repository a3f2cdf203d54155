// The mistake: `Hawk gating at first row`: gating is about every piece in hand, and names none.
// Corrected:   drops: only gating at first row,
alphabeta::game! {
    pub SChess {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        piece Hawk: BN,
        setup: "4k3/8/8/8/8/8/8/1N2K3[Hh]",
        drops: Hawk only gating at first row,
        royal: King,
    }
}

fn main() {}
