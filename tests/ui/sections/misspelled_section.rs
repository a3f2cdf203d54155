// The mistake: a section keyword misspelled, `baord` for `board`. The macro
// suggests the keyword it is closest to.
// Corrected:   board: 3 x 3,
alphabeta::game! {
    pub TicTacToe {
        baord: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
