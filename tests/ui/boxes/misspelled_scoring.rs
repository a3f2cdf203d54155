// The mistake: `again after scorign`, the last word misspelled.
// Corrected:   turns: again after scoring,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        turns: again after scorign,
        score: boxes,
    }
}

fn main() {}
