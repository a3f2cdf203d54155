// The mistake: a king that castles with a rook and with a chancellor, as in
// Fairy-Stockfish's `perfect`. A piece castles with one kind of piece.
// Corrected:   piece King { step any, castle with Rook },
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
