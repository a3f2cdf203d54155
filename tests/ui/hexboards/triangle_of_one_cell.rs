// The mistake: a triangle of side 1, a single cell.
// Corrected:   board: hex triangle 5,
alphabeta::game! {
    pub Y {
        board: hex triangle 1,
        moves: place,
        win: connect(all sides),
    }
}

fn main() {}
