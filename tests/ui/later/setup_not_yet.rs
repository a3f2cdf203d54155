// `setup:` and `piece` are part of the language but arrive with pieces that
// move; this version says so rather than misreading them.
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row),
    }
}

fn main() {}
