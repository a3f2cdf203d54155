// The mistake: `only gating first row`, without `at` before the cells.
// Corrected:   drops: only gating at first row,
alphabeta::game! {
    pub SChess {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        piece Hawk: BN,
        setup: "4k3/8/8/8/8/8/8/1N2K3[Hh]",
        drops: only gating first row,
        royal: King,
    }
}

fn main() {}
