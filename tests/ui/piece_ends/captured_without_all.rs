// The mistake: `captured` alone. The condition is two words: the opponent
// has no piece left.
// Corrected:   win: reach(last row), captured all,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row), captured,
    }
}

fn main() {}
