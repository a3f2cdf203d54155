// The mistake: `facing` alone after the royal piece, for `facing ends`
// (or `not facing`).
// Corrected:   royal: General facing ends,
alphabeta::game! {
    pub Bikjang {
        board: 9 x 10,
        players: Cho, Han,
        moves: move or pass,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General facing,
        checkmate: lose,
        stalemate: lose,
    }
}

fn main() {}
