// The mistake: `moves: move` alone: pieces move by their own rules, and
// the section is only said to let a player pass instead.
// Corrected:   moves: move or pass,
alphabeta::game! {
    pub Plain {
        board: 9 x 10,
        players: Cho, Han,
        moves: move,
        piece General (K) { step orthogonal },
        piece Chariot (R): R,
        setup: "r3k4/9/9/9/9/9/9/9/9/R3K4",
        royal: General,
    }
}

fn main() {}
