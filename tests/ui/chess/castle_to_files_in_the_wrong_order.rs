// The mistake: the landing files of castling named high file first. The
// first file is where the king lands castling towards the low files (the
// queen's side in chess), the second towards the high files.
// Corrected:   piece King { step any, castle with Rook to file c | g },
alphabeta::game! {
    pub Chess960 {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook to file g | c },
        piece Rook: R,
        setup: "r3k2r/8/8/8/8/8/8/R3K2R",
        royal: King,
    }
}

fn main() {}
