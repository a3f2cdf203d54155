// The mistake: `again scoring`, without `after`.
// Corrected:   turns: again after scoring,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        turns: again scoring,
        score: boxes,
    }
}

fn main() {}
