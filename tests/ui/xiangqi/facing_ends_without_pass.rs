// The mistake: `facing ends` in a game where nobody may pass, so facing
// generals could never be left by the pass that ends the game.
// Corrected:   moves: move or pass,
alphabeta::game! {
    pub Bikjang {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General facing ends,
        checkmate: lose,
        stalemate: lose,
    }
}

fn main() {}
