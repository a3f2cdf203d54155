// The mistake: counting checks in a game with no royal piece, which
// nothing can check.
// Corrected:   royal: King,   (and `piece King { step any }` kept)
alphabeta::game! {
    pub Counting {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "4k3/8/8/8/8/8/8/R3K3",
        win: checks(3), captured all,
    }
}

fn main() {}
