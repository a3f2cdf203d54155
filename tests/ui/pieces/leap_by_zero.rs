// The mistake: `leap(0, 0)`, a leap that never leaves its cell.
// Corrected:   piece Frog { leap(1, 2) to empty },
alphabeta::game! {
    pub Leapers {
        board: 8 x 8,
        piece Frog { leap(0, 0) to empty },
        setup: first Frog on a1, second Frog on h8,
        no moves: lose,
    }
}

fn main() {}
