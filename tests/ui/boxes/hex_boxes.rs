// The mistake: a `hex` board of boxes; a box is a square closed by four
// lines.
// Corrected:   board: 3 x 3 boxes,
alphabeta::game! {
    pub Boxes {
        board: hex 3 x 3 boxes,
        moves: place,
        score: boxes,
    }
}

fn main() {}
