// The mistake: `moves: place or pass` with nothing to count. Two passes in
// a row end the game, and then something must say who won.
// Corrected:   score: area, komi 7.5,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        draw: full,
    }
}

fn main() {}
