// The mistake: `not facing` and `facing ends` together: the first forbids
// the generals to face, the second says what happens when they do.
// Corrected:   royal: General facing ends,
alphabeta::game! {
    pub Bikjang {
        board: 9 x 10,
        players: Cho, Han,
        moves: move or pass,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General not facing facing ends,
        checkmate: lose,
        stalemate: lose,
    }
}

fn main() {}
