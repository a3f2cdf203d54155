// The mistake: a king that castles with a king. Castling moves two pieces
// of different kinds, the one that castles and the one it castles with.
// Corrected:   piece King { step any, castle with Rook },
alphabeta::game! {
    pub Mini {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with King },
        piece Rook: R,
        setup: "r3k2r/8/8/8/8/8/8/R3K2R",
        royal: King,
    }
}

fn main() {}
