// A misspelled kind of move: `plase` for `place`.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: plase,
        win: line(3),
        draw: full,
    }
}

fn main() {}
