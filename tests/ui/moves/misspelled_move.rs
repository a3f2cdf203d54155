// The mistake: the kind of move misspelled, `plase` for `place`.
// Corrected:   moves: place,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: plase,
        win: line(3),
        draw: full,
    }
}

fn main() {}
