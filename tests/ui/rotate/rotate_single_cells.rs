// The mistake: `rotate 1 x 1`: a block of one cell turned a quarter turn is
// the same cell, so the rotation would change nothing.
// Corrected:   moves: place then rotate 3 x 3,
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate 1 x 1,
        win: line(5),
        draw: full,
    }
}

fn main() {}
