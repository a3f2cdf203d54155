// The mistake: `when` followed by something `royal:` does not know. A
// check is on the last royal piece (`when last`) or on all of them at
// once (`when all attacked`).
// Corrected:   royal: King when all attacked,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k2r/4/4/R2K",
        royal: King when both attacked,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
