// The mistake: the kind of placement misspelled, `fliping` for `flipping`.
// Corrected:   moves: place flipping,
alphabeta::game! {
    pub Reversi {
        board: 8 x 8,
        moves: place fliping,
        setup: first on e4 d5, second on d4 e5,
        no moves: pass,
        win: most pieces,
    }
}

fn main() {}
