// The mistake: a board of 0 rows, which has no cells to play on.
// Corrected:   board: 3 x 3,
alphabeta::game! {
    pub Empty {
        board: 3 x 0,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
