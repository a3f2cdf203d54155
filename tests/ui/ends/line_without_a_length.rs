// The mistake: `line()` without its length: how many stones in a row win?
// Corrected:   win: line(3),
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(),
        draw: full,
    }
}

fn main() {}
