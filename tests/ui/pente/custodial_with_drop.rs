// The mistake: `captures: custodial(2)` with stones that fall (`drop`): a capture
// would leave the stones above it floating.
// Corrected:   moves: place,
alphabeta::game! {
    pub Drop {
        board: 7 x 6,
        players: Red, Yellow,
        moves: drop,
        captures: custodial(2),
        win: line(4),
        draw: full,
    }
}

fn main() {}
