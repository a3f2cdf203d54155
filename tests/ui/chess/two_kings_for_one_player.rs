// The mistake: two royal pieces for one player. Check means the royal piece is
// attacked; with two, which one must be kept safe is not said.
// Corrected:   setup: "k2r/4/4/R2K",
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k2r/4/K3/R2K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
