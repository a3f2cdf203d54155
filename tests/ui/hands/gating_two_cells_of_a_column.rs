// The mistake: `gating at first 2 rows`: two gating cells on one column, which FEN's gating rights (`B`, one letter a column) cannot tell apart.
// Corrected:   drops: only gating at first row,
alphabeta::game! {
    pub SChess {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        piece Hawk: BN,
        setup: "4k3/8/8/8/8/8/8/1N2K3[Hh]",
        drops: only gating at first 2 rows,
        royal: King,
    }
}

fn main() {}
