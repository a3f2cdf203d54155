// The mistake: two `win:` sections. Conditions with the same verdict go into
// one section, separated by commas.
// Corrected:   win: line(3), full,
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        win: full,
    }
}

fn main() {}
