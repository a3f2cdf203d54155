// The mistake: `win: line(3)` on a board of boxes, which the boxes decide.
// Corrected:   score: boxes,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        win: line(3),
    }
}

fn main() {}
