// The mistake: the royal piece misspelled, `Kign` for `King`. `royal:` names
// one of the declared pieces.
// Corrected:   royal: King,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k2r/4/4/R2K",
        royal: Kign,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
