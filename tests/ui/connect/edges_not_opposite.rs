// The mistake: `connect(first: top-left, ...)`. A connection joins two
// opposite edges, and `top` and `left` are neighbours.
// Corrected:   win: connect(first: top-bottom, second: left-right),
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-left, second: left-right),
    }
}

fn main() {}
