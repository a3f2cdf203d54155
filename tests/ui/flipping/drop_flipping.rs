// The mistake: `drop flipping`. Only a placed stone flips what it
// outflanks; a dropped one falls down its column.
// Corrected:   moves: place flipping,
alphabeta::game! {
    pub Reversi {
        board: 8 x 8,
        moves: drop flipping,
        setup: first on e4 d5, second on d4 e5,
        no moves: pass,
        win: most pieces,
    }
}

fn main() {}
