// The mistake: tic-tac-toe without `draw: full`. When the board fills with
// no line, nothing says how the game ended.
// Corrected:   draw: full,   (a line to add)
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
    }
}

fn main() {}
