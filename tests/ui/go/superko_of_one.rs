// The mistake: `lose: repetition(1)` in Go, meant as "superko". Every
// position stands once, so a repetition is its second time: superko is
// `repetition(2)`.
// Corrected: `lose: repetition(2)`.
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
        lose: repetition(1),
    }
}

fn main() {}
