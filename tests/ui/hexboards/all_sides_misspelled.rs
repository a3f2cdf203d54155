// The mistake: `connect(all side)`. The goal that joins every side is
// written `all sides`.
// Corrected:   win: connect(all sides),
alphabeta::game! {
    pub Y {
        board: hex triangle 9,
        moves: place,
        win: connect(all side),
    }
}

fn main() {}
