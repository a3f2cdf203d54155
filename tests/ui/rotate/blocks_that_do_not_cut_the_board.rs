// The mistake: `rotate 4 x 4` on a 6 x 6 board: the blocks must cut the
// board exactly, and 6 is not a multiple of 4.
// Corrected:   moves: place then rotate 3 x 3,
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate 4 x 4,
        win: line(5),
        draw: full,
    }
}

fn main() {}
