// The mistake: `connect()` without the edges the chain must join.
// Corrected:   win: connect(first: top-bottom, second: left-right),
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(),
    }
}

fn main() {}
