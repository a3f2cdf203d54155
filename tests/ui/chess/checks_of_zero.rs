// The mistake: `checks(0)`, a count of checks no game can wait for.
// Corrected:   win: checks(3),
alphabeta::game! {
    pub NoCheck {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "4k3/8/8/8/8/8/8/R3K3",
        royal: King,
        win: checks(0),
    }
}

fn main() {}
