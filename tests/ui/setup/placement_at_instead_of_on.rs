// The mistake: a placement written with `at`. Pieces start `on` cells (`at`
// is for a promotion's zone).
// Corrected:   setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn at rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row),
    }
}

fn main() {}
