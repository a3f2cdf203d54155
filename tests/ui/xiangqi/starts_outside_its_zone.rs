// The mistake: the setup puts a general that stays in the palace on `a1`,
// outside it.
// Corrected:   setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
alphabeta::game! {
    pub Palace {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal, stays in Palace },
        piece Chariot (R): R,
        zone Palace: own d1 e1 f1 d2 e2 f2 d3 e3 f3,
        setup: "r3k4/9/9/9/9/9/9/9/9/K3R4",
        royal: General,
    }
}

fn main() {}
