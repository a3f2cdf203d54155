// The mistake: `drop then rotate`: a rotation would leave dropped stones
// floating; only stones placed on any empty cell are turned.
// Corrected:   moves: place then rotate 3 x 3,
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: drop then rotate 3 x 3,
        win: line(5),
        draw: full,
    }
}

fn main() {}
