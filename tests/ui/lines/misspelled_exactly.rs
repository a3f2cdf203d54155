// A misspelled word inside `line(...)`: `exacly` for `exactly`.
alphabeta::game! {
    pub Gomoku {
        board: 15 x 15,
        moves: place,
        win: line(exacly 5),
        draw: full,
    }
}

fn main() {}
