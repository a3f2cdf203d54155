// The mistake: `safe` on a reach by the royal piece. No legal move leaves
// the royal piece attacked, so once there it is always safe: its reach
// decides at once.
// Corrected:   win: reach(row 8) by King,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        setup: "8/8/8/8/8/8/kn4NK/8",
        royal: King,
        win: reach(row 8) by King safe,
    }
}

fn main() {}
