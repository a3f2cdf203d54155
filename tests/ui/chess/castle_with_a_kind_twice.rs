// The mistake: a kind named twice among those a piece castles with.
// Corrected:   piece King { step any, castle with Rook | Chancellor },
alphabeta::game! {
    pub Perfect {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook | Rook },
        piece Rook: R,
        piece Chancellor: RN,
        setup: "c3k2r/8/8/8/8/8/8/C3K2R",
        royal: King,
    }
}

fn main() {}
