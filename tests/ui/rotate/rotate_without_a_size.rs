// The mistake: `then rotate` without the size of the blocks it turns.
// Corrected:   moves: place then rotate 3 x 3,
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate,
        win: line(5),
        draw: full,
    }
}

fn main() {}
