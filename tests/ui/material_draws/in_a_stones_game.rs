// The mistake: a draw by material in a game of placed stones, which has no kinds of pieces to count.
// Corrected:   draw: full,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        players: X, O,
        moves: place,
        win: line(3),
        draw: 2 moves with 3 Stone against 2 Stone,
    }
}

fn main() {}
