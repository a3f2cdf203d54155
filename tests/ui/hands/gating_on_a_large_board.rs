// The mistake: gating on a 10 x 8 board: a gated move names its piece only on boards of at most 64 cells.
// Corrected:   board: 8 x 8,
alphabeta::game! {
    pub SChess {
        board: 10 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        piece Hawk: BN,
        setup: "5k4/10/10/10/10/10/10/1N3K4[Hh]",
        drops: only gating at first row,
        royal: King,
    }
}

fn main() {}
