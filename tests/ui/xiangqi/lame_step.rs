// The mistake: `n` (lame) before `W`, a one-cell step, which crosses no
// cell for a piece to block.
// Corrected:   piece General (K) { step orthogonal },
alphabeta::game! {
    pub Lame {
        board: 9 x 10,
        players: Red, Black,
        piece General (K): nW,
        piece Horse (N): nN,
        setup: "1n2k4/9/9/9/9/9/9/9/9/1N2K4",
        royal: General,
    }
}

fn main() {}
