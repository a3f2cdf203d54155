// The mistake: `moves: drop` on a hex board. Stones fall down columns, and
// a hex board has none.
// Corrected:   board: 7 x 6,
alphabeta::game! {
    pub FallingHex {
        board: hex 7 x 6,
        moves: drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
