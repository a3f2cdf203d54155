// The mistake: flipping placement on an empty board. The first stone could
// never flip anything, so no game could start.
// Corrected:   setup: first on e4 d5, second on d4 e5,   (a line to add)
alphabeta::game! {
    pub Reversi {
        board: 8 x 8,
        moves: place flipping,
        no moves: pass,
        win: most pieces,
    }
}

fn main() {}
