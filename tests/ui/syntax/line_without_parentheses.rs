// `line` takes its length in parentheses: `line(3)`, not `line 3`.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line 3,
        draw: full,
    }
}

fn main() {}
