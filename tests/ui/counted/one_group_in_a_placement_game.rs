// The mistake: `one group` in a game of stones placed on an empty
// board, which join edges with `connect`.
// Corrected:   win: connect(top-bottom),
alphabeta::game! {
    pub Joined {
        board: 5 x 5,
        moves: place,
        win: one group,
        draw: full,
    }
}

fn main() {}
