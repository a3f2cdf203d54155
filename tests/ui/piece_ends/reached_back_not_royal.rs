// The mistake: `unless reached back` on a reach by a piece that is not
// royal. A reply could take such a piece instead of reaching too; only the
// royal piece, which is never taken, waits for the other to reach back.
// Corrected:   win: reach(row 8) by King unless reached back,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        setup: "8/8/8/8/8/8/kn4NK/8",
        royal: King not checked,
        win: reach(row 8) by Knight unless reached back,
    }
}

fn main() {}
