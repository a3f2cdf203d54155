// Pieces are declared, but nothing says where they start.
alphabeta::game! {
    pub Nowhere {
        board: 8 x 8,
        piece Pawn: fmWfF,
        win: reach(last row),
    }
}

fn main() {}
