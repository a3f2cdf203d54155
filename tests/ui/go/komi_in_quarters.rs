// The mistake: `komi 7.25`. The count is in whole points, so a komi is a
// whole or half point (the half to rule out ties).
// Corrected:   score: area, komi 7.5,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.25,
    }
}

fn main() {}
