// The mistake: `full` under two verdicts. The first one tested always
// decides, so the second can never be reached.
// Corrected:   remove the line `lose: full,`
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        lose: full,
    }
}

fn main() {}
