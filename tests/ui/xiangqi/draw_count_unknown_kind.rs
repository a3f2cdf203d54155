// The mistake: `draw count:` gives points to `Chariots`, which the game
// does not declare: each name is a piece kind or a player.
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
        draw count: Chariots 13, Soldier 2, Han 1.5,
    }
}

fn main() {}
