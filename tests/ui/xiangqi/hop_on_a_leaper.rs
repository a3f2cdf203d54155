// The mistake: `p` (hop over a screen) before `N`, a leaper: only a rider
// travels along a line to find a piece to hop over.
// Corrected:   piece Cannon: mRcpR,
alphabeta::game! {
    pub Hoppers {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal },
        piece Cannon: mNcpN,
        setup: "4k4/9/1c7/9/9/9/9/1C7/9/4K4",
        royal: General,
    }
}

fn main() {}
