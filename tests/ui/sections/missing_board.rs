// No `board:` section: every game is played on a board.
alphabeta::game! {
    pub TicTacToe {
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
