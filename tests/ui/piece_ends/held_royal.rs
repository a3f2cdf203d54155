// The mistake: `held` on a reach by the royal piece. The royal piece is
// never taken, so the reply can never undo its reach: it would only delay
// the win by a move.
// Corrected:   win: reach(row 8) by King,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Knight (N): N,
        setup: "8/8/8/8/8/8/kn4NK/8",
        royal: King,
        win: reach(row 8) by King held,
    }
}

fn main() {}
