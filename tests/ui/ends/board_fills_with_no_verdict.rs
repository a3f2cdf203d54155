// Tic-tac-toe without `draw: full`: when the board fills with no line,
// nothing says how the game ended.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
    }
}

fn main() {}
