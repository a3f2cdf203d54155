// The mistake: `moves: place or` with nothing after `or`.
// Corrected:   moves: place or pass,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or,
        captures: surrounded,
        score: area, komi 7.5,
    }
}

fn main() {}
