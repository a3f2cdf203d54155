// No `moves:` section: the game must say how a player moves.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        win: line(3),
        draw: full,
    }
}

fn main() {}
