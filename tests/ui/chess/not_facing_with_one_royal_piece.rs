// The mistake: `not facing` forbids the two royal pieces to face each
// other, and the first player is set up without one.
// Corrected:   royal: General,
alphabeta::game! {
    pub Lone {
        board: 9 x 10,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "4k4/9/9/9/9/9/9/9/9/RR7",
        royal: General not facing,
        win: captured all,
    }
}

fn main() {}
