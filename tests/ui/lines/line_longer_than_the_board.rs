// Five in a row can never be made on a 4 x 4 board: the condition could
// never be reached.
alphabeta::game! {
    pub Small {
        board: 4 x 4,
        moves: place,
        win: line(5),
        draw: full,
    }
}

fn main() {}
