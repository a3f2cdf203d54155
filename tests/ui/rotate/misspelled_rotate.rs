// The mistake: `then rotat`: the action after the stone is `rotate`.
// Corrected:   moves: place then rotate 3 x 3,
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotat 3 x 3,
        win: line(5),
        draw: full,
    }
}

fn main() {}
