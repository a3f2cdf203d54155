// The mistake: a corner block with no width, `corners 0 x 2`, which cuts nothing.
// Corrected:   board: 7 x 7 without corners 2 x 2,
alphabeta::game! {
    pub Cross {
        board: 7 x 7 without corners 0 x 2,
        moves: place,
        win: line(4),
        draw: full,
    }
}

fn main() {}
