// The mistake: Janus chess's castling written with a file of its own name:
// the king castles onto the b- and i-files of a board of ten files (`a` to
// `j`); `k` is not one of them.
// Corrected:   piece King { step any, castle with Rook to file b | i },
alphabeta::game! {
    pub Janus {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook to file b | k },
        piece Rook: R,
        setup: "r3k4r/10/10/10/10/10/10/R3K4R",
        royal: King,
    }
}

fn main() {}
