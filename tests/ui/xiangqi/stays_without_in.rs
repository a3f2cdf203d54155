// The mistake: `stays Palace`, without `in`.
// Corrected:   piece General (K) { step orthogonal, stays in Palace },
alphabeta::game! {
    pub Palace {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal, stays Palace },
        piece Chariot (R): R,
        zone Palace: own d1 e1 f1 d2 e2 f2 d3 e3 f3,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General,
    }
}

fn main() {}
