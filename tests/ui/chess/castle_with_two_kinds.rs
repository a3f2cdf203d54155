// The mistake: a king that castles with a rook and with a chancellor, as in
// Fairy-Stockfish's `perfect`, written as two rules. A piece castles by one
// rule, which lists every kind it castles with.
// Corrected:   piece King { step any, castle with Rook | Chancellor },
alphabeta::game! {
    pub TwoCastles {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook, castle with Chancellor },
        piece Rook: R,
        piece Chancellor: RN,
        setup: "c3k2r/8/8/8/8/8/8/C3K2R",
        royal: King,
    }
}

fn main() {}
