// A misspelled end condition: `lin` for `line`, and `ful` for `full`. Both
// are reported at once.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: lin(3),
        draw: ful,
    }
}

fn main() {}
