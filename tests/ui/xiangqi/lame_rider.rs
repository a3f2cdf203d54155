// The mistake: `n` (lame) before `R`, a rider, which any piece in its way
// already stops.
// Corrected:   piece Chariot: R,
alphabeta::game! {
    pub Lame {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal },
        piece Chariot (R): nR,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General,
    }
}

fn main() {}
