// The mistake: pieces declared, and nothing says where they start.
// Corrected:   setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,   (a line to add)
alphabeta::game! {
    pub Nowhere {
        board: 8 x 8,
        piece Pawn: fmWfF,
        win: reach(last row),
    }
}

fn main() {}
