// The mistake: a range written `1..2`. Rows are counted inclusively, as
// players count them: rows one to two is `1..=2`.
// Corrected:   setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..2, second Pawn on rows 7..=8,
        win: reach(last row),
    }
}

fn main() {}
