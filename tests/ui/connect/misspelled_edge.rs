// A misspelled edge: `botom` for `bottom`.
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-botom, second: left-right),
    }
}

fn main() {}
