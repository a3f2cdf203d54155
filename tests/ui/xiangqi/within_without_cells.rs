// The mistake: `within` with no cells after it.
// Corrected:   piece Chariot (R) { R, slide diagonal within Lines },
alphabeta::game! {
    pub Nowhere {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Chariot (R) { R, slide diagonal within },
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General,
    }
}

fn main() {}
