// The mistake: the board option misspelled, `boxs`.
// Corrected:   board: 3 x 3 boxes,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxs,
        moves: place,
        score: boxes,
    }
}

fn main() {}
