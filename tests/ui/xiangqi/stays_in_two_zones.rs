// The mistake: two `stays in` rules for one piece: which cells does it
// keep to?
// Corrected:   piece Elephant (B) { nA, stays in own rows 1..=5 },
alphabeta::game! {
    pub River {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal, stays in Palace },
        piece Elephant (B) { nA, stays in own rows 1..=5, stays in Palace },
        zone Palace: own d1 e1 f1 d2 e2 f2 d3 e3 f3,
        setup: "2b1k4/9/9/9/9/9/9/9/9/2B1K4",
        royal: General,
    }
}

fn main() {}
