// The mistake: `draw count:` beside `draw odds:`: both say who wins a game
// the rules would draw, and only one can.
// Corrected:   leave out one of the two
alphabeta::game! {
    pub Janggi {
        board: 9 x 10,
        players: Cho, Han,
        moves: move or pass,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        piece Soldier (P): fsW,
        setup: "r3k4/9/9/p8/9/9/P8/9/9/R3K4",
        royal: General,
        checkmate: lose,
        stalemate: lose,
        draw: repetition,
        draw count: Chariot 13, Soldier 2, Han 1.5,
        draw odds: Han,
    }
}

fn main() {}
