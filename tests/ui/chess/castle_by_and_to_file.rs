// The mistake: castling that says both how far the king moves and where it
// lands. `by 3` moves it three cells from wherever it stands, `to file`
// puts it on a file; one rule says one of them.
// Corrected:   piece King { step any, castle with Rook to file c | i },
alphabeta::game! {
    pub Capablanca {
        board: 10 x 8,
        players: White, Black,
        piece King { step any, castle with Rook by 3 to file c | i },
        piece Rook: R,
        setup: "r4k3r/10/10/10/10/10/10/R4K3R",
        royal: King,
    }
}

fn main() {}
