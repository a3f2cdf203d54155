// The mistake: `not faced` after the royal piece, for `not facing`.
// Corrected:   royal: General not facing,
alphabeta::game! {
    pub Generals {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General not faced,
    }
}

fn main() {}
