// Each player is drawn by the first letter of its name; `Black` and `Blue`
// would look the same on the board.
alphabeta::game! {
    pub Gomoku {
        board: 15 x 15,
        players: Black, Blue,
        moves: place,
        win: line(5),
        draw: full,
    }
}

fn main() {}
