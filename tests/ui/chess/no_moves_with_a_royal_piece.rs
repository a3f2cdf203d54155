// The mistake: `no moves:` in a game with a royal piece. A player who cannot
// move is checkmated or stalemated, and the two are worth different things.
// Corrected:   checkmate: lose, stalemate: draw,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Rook: R,
        setup: "k2r/4/4/R2K",
        royal: King,
        no moves: lose,
    }
}

fn main() {}
