// The mistake: `line(1)`. A line of one is any single stone: the first move
// would always win.
// Corrected:   win: line(3),
alphabeta::game! {
    pub Trivial {
        board: 3 x 3,
        moves: place,
        win: line(1),
        draw: full,
    }
}

fn main() {}
