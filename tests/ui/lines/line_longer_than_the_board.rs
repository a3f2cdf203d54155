// The mistake: `line(5)` on a 4 x 4 board, where five in a row can never be
// made.
// Corrected:   win: line(4),
alphabeta::game! {
    pub Small {
        board: 4 x 4,
        moves: place,
        win: line(5),
        draw: full,
    }
}

fn main() {}
