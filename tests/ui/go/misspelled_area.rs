// The mistake: `score: aera`, a misspelling.
// Corrected:   score: area, komi 7.5,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: aera, komi 7.5,
    }
}

fn main() {}
