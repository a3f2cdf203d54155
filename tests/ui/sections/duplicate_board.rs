// The same section twice: which board is meant? The error points at the
// second `board:` and a note at the first.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        board: 4 x 4,
        win: line(3),
        draw: full,
    }
}

fn main() {}
