// `line(4)` ends placement games; pieces that move end games otherwise.
alphabeta::game! {
    pub Mixed {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: line(4),
    }
}

fn main() {}
