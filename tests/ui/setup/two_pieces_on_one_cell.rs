// Both players start with a piece on row 4: cells overlap.
alphabeta::game! {
    pub Crowded {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=4, second Pawn on rows 4..=8,
        win: reach(last row),
    }
}

fn main() {}
