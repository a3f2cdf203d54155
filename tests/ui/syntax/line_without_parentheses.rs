// The mistake: `line 3`. `line` takes its length in parentheses.
// Corrected:   win: line(3),
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line 3,
        draw: full,
    }
}

fn main() {}
