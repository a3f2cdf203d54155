// The mistake: `score: boxes` on a board of cells, which has no boxes to
// count.
// Corrected:   board: 3 x 3 boxes,
alphabeta::game! {
    pub Boxes {
        board: 4 x 4,
        moves: place,
        score: boxes,
    }
}

fn main() {}
