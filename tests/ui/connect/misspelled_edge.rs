// The mistake: an edge misspelled, `botom` for `bottom`.
// Corrected:   win: connect(first: top-bottom, second: left-right),
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-botom, second: left-right),
    }
}

fn main() {}
