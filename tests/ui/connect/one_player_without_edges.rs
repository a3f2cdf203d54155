// The mistake: `connect(first: ...)` gives the first player's edges but not
// the second's.
// Corrected:   win: connect(first: top-bottom, second: left-right),
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-bottom),
    }
}

fn main() {}
