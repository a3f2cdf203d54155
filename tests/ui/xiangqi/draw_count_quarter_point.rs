// The mistake: points of a quarter: the count is kept in whole and half
// points, so that it stays exact.
// Corrected:   draw count: Chariot 13, Soldier 2, Han 1.5,
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
        draw count: Chariot 13, Soldier 2, Han 1.25,
    }
}

fn main() {}
