// The mistake: `no moves: pass` in a counted game. A player there may
// always pass, so there is no blocked player to rule on.
// Corrected: remove `no moves: pass`.
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
        no moves: pass,
    }
}

fn main() {}
