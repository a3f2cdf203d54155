// `full` under two verdicts: the first one always decides, so the second can
// never be reached.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        lose: full,
    }
}

fn main() {}
