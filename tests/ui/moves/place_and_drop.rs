// A game either places stones anywhere or drops them into columns.
alphabeta::game! {
    pub Both {
        board: 7 x 6,
        moves: place, drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
