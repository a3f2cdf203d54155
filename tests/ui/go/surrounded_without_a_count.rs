// The mistake: `captures: surrounded` with `draw: full`. Stones that are
// taken leave room for more, so the board may never fill: a game of
// surrounding ends when both players pass, and the count decides it.
// Corrected:   moves: place or pass, captures: surrounded, score: area, komi 7.5,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place,
        captures: surrounded,
        draw: full,
    }
}

fn main() {}
