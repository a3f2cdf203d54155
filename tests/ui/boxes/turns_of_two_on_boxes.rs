// The mistake: `turns: 1, then 2` on a board of boxes, where a move draws
// one line.
// Corrected:   turns: again after scoring,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        turns: 1, then 2,
        score: boxes,
    }
}

fn main() {}
