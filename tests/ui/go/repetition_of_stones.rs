// The mistake: `lose: repetition(2) of stones` in Go, meant as positional
// superko. What a positional repetition compares is the whole board,
// whoever is to move, and the word for it is `board`.
// Corrected: `lose: repetition(2) of board`.
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
        lose: repetition(2) of stones,
    }
}

fn main() {}
