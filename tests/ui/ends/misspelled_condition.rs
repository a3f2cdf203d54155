// The mistakes: two end conditions misspelled, `lin` for `line` and `ful`
// for `full`. Both are reported at once.
// Corrected:   win: line(3),
//              draw: full,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: lin(3),
        draw: ful,
    }
}

fn main() {}
