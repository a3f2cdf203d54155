// A misspelled board shape: `hexa` for `hex`.
alphabeta::game! {
    pub Hex {
        board: hexa 11 x 11,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
    }
}

fn main() {}
