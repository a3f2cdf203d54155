// The mistake: corners so large that no cell is left, `corners 2 x 2` on 3 x 3.
// Corrected:   board: 3 x 3 without corners 1 x 1,
alphabeta::game! {
    pub Nothing {
        board: 3 x 3 without corners 2 x 2,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
