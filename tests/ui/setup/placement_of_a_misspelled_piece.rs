// The mistake: a placement names a piece misspelled, `Pwan` for `Pawn`.
// Corrected:   setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pwan on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row),
    }
}

fn main() {}
