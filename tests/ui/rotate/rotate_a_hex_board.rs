// The mistake: `then rotate` on a `hex` board, which has no square blocks.
// Corrected:   board: 6 x 6,
alphabeta::game! {
    pub Pentago {
        board: hex 6 x 6,
        players: White, Black,
        moves: place then rotate 3 x 3,
        win: line(5),
        draw: full,
    }
}

fn main() {}
