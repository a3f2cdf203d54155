// The mistake: `x` is no Betza modifier (the modifiers are `f b l r s v`
// for directions, `m` for moves only, `c` for captures only).
// Corrected:   piece Pawn: fmWcF,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWxF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row),
    }
}

fn main() {}
