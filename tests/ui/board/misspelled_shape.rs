// The mistake: the board shape misspelled, `hexa` for `hex`.
// Corrected:   board: hex 11 x 11,
alphabeta::game! {
    pub Hex {
        board: hexa 11 x 11,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
    }
}

fn main() {}
