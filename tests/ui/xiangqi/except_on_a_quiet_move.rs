// The mistake: `except` on a move that only goes to empty cells: it
// neither hops over a piece nor takes one, so there is nothing to except.
// Corrected:   piece Cannon { mR, pR except Cannon },
alphabeta::game! {
    pub Quiet {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Cannon { mR except Cannon, pR except Cannon },
        setup: "1c2k4/9/9/9/9/9/9/9/9/1C2K4",
        royal: General,
    }
}

fn main() {}
