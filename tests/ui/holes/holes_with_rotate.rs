// The mistake: blocks that turn on a board with holes; a turned block would carry stones onto the holes.
// Corrected:   board: 6 x 6,
alphabeta::game! {
    pub HolePentago {
        board: 6 x 6 without corners 1 x 1,
        moves: place then rotate 3 x 3,
        win: line(5),
        draw: full,
    }
}

fn main() {}
