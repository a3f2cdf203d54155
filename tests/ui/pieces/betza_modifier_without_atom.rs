// The mistake: Betza notation ending in a modifier. `f` (forward) keeps
// some directions of the atom after it, and none follows.
// Corrected:   piece Pawn: fmWfF,
alphabeta::game! {
    pub Breakthrough {
        board: 8 x 8,
        piece Pawn: fmWf,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: reach(last row),
    }
}

fn main() {}
