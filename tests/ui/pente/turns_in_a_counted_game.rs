// The mistake: `turns: 1, then 2` in Go, where a player places or passes.
// Corrected:   remove `turns:`
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        turns: 1, then 2,
        score: area, komi 7.5,
    }
}

fn main() {}
