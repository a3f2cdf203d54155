// The mistake: `except` with no kind after it.
// Corrected:   piece Cannon { pR except Cannon },
alphabeta::game! {
    pub Nothing {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Cannon { pR except },
        setup: "1c2k4/9/9/9/9/9/9/9/9/1C2K4",
        royal: General,
    }
}

fn main() {}
