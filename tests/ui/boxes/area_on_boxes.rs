// The mistake: `score: area`, Go's count, on a board of boxes.
// Corrected:   score: boxes,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        score: area,
    }
}

fn main() {}
