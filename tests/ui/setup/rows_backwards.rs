// The mistake: a range written backwards, `8..=7`, which holds no row.
// Corrected:   setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 8..=7,
        win: reach(last row),
    }
}

fn main() {}
