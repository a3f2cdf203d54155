// The mistake: `turns: again after scoring` in Go, whose count is made
// only at the end, so no move scores.
// Corrected:   (no `turns:` section)
alphabeta::game! {
    pub Go {
        board: 5 x 5,
        moves: place or pass,
        captures: surrounded,
        turns: again after scoring,
        score: area, komi 0.5,
    }
}

fn main() {}
