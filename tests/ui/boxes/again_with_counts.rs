// The mistake: a count of lines after `again after scoring`, which is the
// whole rule.
// Corrected:   turns: again after scoring,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        turns: again after scoring, then 2,
        score: boxes,
    }
}

fn main() {}
