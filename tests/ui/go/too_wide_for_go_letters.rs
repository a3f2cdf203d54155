// The mistake: a counted game 27 columns wide. Its moves are written as Go
// writes them, a letter a column from A to Z without I: 25 columns at most.
// Corrected:   board: 25 x 25,
alphabeta::game! {
    pub BigGo {
        board: 27 x 27,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
    }
}

fn main() {}
