// The mistake: `komi` with no number after it.
// Corrected:   score: area, komi 7.5,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi,
    }
}

fn main() {}
