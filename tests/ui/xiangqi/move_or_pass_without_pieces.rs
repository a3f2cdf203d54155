// The mistake: `moves: move or pass` in a game of stones placed: only
// pieces that move may pass instead of moving this way.
// Corrected:   moves: place or pass,  (with a `score:`, as Go)
alphabeta::game! {
    pub Stones {
        board: 3 x 3,
        players: X, O,
        moves: move or pass,
        win: line(3),
    }
}

fn main() {}
