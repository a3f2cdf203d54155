// The mistake: `no moves:` in a game of placed stones, where a player can
// always place until the board is full (and `draw: full` says what then).
// It is for pieces that can be blocked.
// Corrected:   remove the line `no moves: lose,`
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        no moves: lose,
    }
}

fn main() {}
