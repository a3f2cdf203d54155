// The mistake: `captures: surounded`, a misspelling.
// Corrected:   captures: surrounded,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surounded,
        score: area, komi 7.5,
    }
}

fn main() {}
