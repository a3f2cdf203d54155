// Flipping placement on an empty board: the first stone could never flip
// anything, so no game could start.
alphabeta::game! {
    pub Reversi {
        board: 8 x 8,
        moves: place flipping,
        no moves: pass,
        win: most pieces,
    }
}

fn main() {}
