// The mistake: `facing ends` with a general set up on one side only, so
// there is nothing for it to face.
// Corrected:   setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
alphabeta::game! {
    pub Bikjang {
        board: 9 x 10,
        players: Cho, Han,
        moves: move or pass,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r8/9/9/9/9/9/9/9/9/R3K4",
        royal: General facing ends,
        checkmate: lose,
        stalemate: lose,
    }
}

fn main() {}
