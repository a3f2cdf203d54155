// The mistake: `captures: custodial(2)` beside `then rotate`: the rotation
// would enclose stones no stone was placed against.
// Corrected:   (no captures: section)
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate 3 x 3,
        captures: custodial(2),
        win: line(5),
        draw: full,
    }
}

fn main() {}
