// A misspelled section keyword: `baord` instead of `board`. The macro
// suggests the keyword it is closest to.
alphabeta::game! {
    pub TicTacToe {
        baord: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
