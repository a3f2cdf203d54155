// The mistake: `board:` twice: which board is meant? The error points at
// the second, and its note at the first.
// Corrected:   remove the line `board: 4 x 4,`
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
