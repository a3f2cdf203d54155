// The mistake: `moves: place, drop`. A game either places stones anywhere
// or drops them into columns: one kind of move.
// Corrected:   moves: drop,
alphabeta::game! {
    pub Both {
        board: 7 x 6,
        moves: place, drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
