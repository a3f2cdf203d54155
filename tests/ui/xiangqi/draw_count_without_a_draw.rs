// The mistake: `draw count:` in a game that can never be drawn. Here
// nobody may pass, a player who cannot move loses, and no rule draws: the
// count would decide nothing.
// Corrected:   leave out `draw count:`, or add `draw: repetition`
alphabeta::game! {
    pub Janggi {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General,
        checkmate: lose,
        stalemate: lose,
        draw count: Chariot 13, Han 1.5,
    }
}

fn main() {}
