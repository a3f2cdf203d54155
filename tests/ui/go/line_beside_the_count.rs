// The mistake: `win: line(5)` in a counted game. A counted game ends when
// both players pass, and the count alone decides it.
// Corrected: remove `win: line(5)`.
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
        win: line(5),
    }
}

fn main() {}
