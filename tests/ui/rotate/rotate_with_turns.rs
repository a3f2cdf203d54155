// The mistake: `turns: 1, then 2` beside `then rotate`: every turn ends
// with its rotation, after one stone.
// Corrected:   (no turns: section)
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate 3 x 3,
        turns: 1, then 2,
        win: line(5),
        draw: full,
    }
}

fn main() {}
