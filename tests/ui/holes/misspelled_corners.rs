// The mistake: `corner` for `corners` after `without`.
// Corrected:   board: 7 x 7 without corners 2 x 2,
alphabeta::game! {
    pub Cross {
        board: 7 x 7 without corner 2 x 2,
        moves: place,
        win: line(4),
        draw: full,
    }
}

fn main() {}
