// The mistake: `unless bared back` after `reach(...)`. A reach is undone by
// the other player reaching too: `unless reached back`.
// Corrected:   win: reach(row 8) by King unless reached back,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        setup: "8/8/8/8/8/8/kn4NK/8",
        royal: King not checked,
        win: reach(row 8) by King unless bared back,
    }
}

fn main() {}
