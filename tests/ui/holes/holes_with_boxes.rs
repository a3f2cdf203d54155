// The mistake: a board of boxes with holes; a board of boxes is the lines around every box of its rectangle.
// Corrected:   board: 3 x 3 boxes,
alphabeta::game! {
    pub CrossBoxes {
        board: 5 x 5 boxes without corners 1 x 1,
        players: Red, Blue,
        moves: place,
        turns: again after scoring,
        score: boxes,
    }
}

fn main() {}
