// The mistake: a hole named outside the rectangle, `h8` on a 7 x 7 board.
// Corrected:   board: 7 x 7 without g7,
alphabeta::game! {
    pub Notched {
        board: 7 x 7 without h8,
        moves: place,
        win: line(4),
        draw: full,
    }
}

fn main() {}
