// The mistake: `lose: repetition(2) of` with nothing after `of`, the
// word `board` forgotten.
// Corrected: `lose: repetition(2) of board` (positional superko), or
// `lose: repetition(2)` (situational superko: the board and the player
// to move).
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
        lose: repetition(2) of,
    }
}

fn main() {}
