// A connection joins two opposite edges; `top-left` are neighbours.
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-left, second: left-right),
    }
}

fn main() {}
