// The mistake: `checkmate:` in a game with no royal piece. Checkmate is a
// royal piece attacked with no way out; without one, nothing is ever in check.
// Corrected:   royal: King,   (or `no moves: lose` in place of both lines)
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k2r/4/4/R2K",
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
