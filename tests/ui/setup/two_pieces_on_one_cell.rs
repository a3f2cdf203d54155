// The mistake: both players start with pawns on row 4: the cells overlap.
// Corrected:   setup: first Pawn on rows 1..=3, second Pawn on rows 6..=8,
alphabeta::game! {
    pub Crowded {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=4, second Pawn on rows 4..=8,
        win: reach(last row),
    }
}

fn main() {}
