// The mistake: a placement for a `third` player. A placement names `first`
// or `second`.
// Corrected:   setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8, third Pawn on row 4,
        win: reach(last row),
    }
}

fn main() {}
