// The mistake: 8 x 8 boxes, whose 144 lines do not fit the 128 a board of
// boxes holds.
// Corrected:   board: 7 x 7 boxes,
alphabeta::game! {
    pub Boxes {
        board: 8 x 8 boxes,
        moves: place,
        score: boxes,
    }
}

fn main() {}
