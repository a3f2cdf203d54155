// A board with no rows has no cells to play on.
alphabeta::game! {
    pub Empty {
        board: 3 x 0,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
