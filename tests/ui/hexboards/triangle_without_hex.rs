// The mistake: `triangle` alone. A triangle board is cut from a board of
// hexes, so it is a `hex` board first.
// Corrected:   board: hex triangle 5,
alphabeta::game! {
    pub Y {
        board: triangle 5,
        moves: place,
        win: connect(all sides),
    }
}

fn main() {}
