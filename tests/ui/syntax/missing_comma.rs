// The mistake: a forgotten comma between two sections.
// Corrected:   board: 3 x 3,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
