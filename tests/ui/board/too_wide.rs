// The mistake: a board of 40 columns, wider than the largest supported
// board (32 x 32).
// Corrected:   board: 32 x 8,
alphabeta::game! {
    pub Huge {
        board: 40 x 8,
        moves: place,
        win: line(5),
        draw: full,
    }
}

fn main() {}
