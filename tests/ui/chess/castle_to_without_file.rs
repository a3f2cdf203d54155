// The mistake: the landing files of castling without the word `file`.
// Corrected:   piece King { step any, castle with Rook to file c | g },
alphabeta::game! {
    pub Chess960 {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook to c | g },
        piece Rook: R,
        setup: "r3k2r/8/8/8/8/8/8/R3K2R",
        royal: King,
    }
}

fn main() {}
