// The mistake: a piece that promotes to its own kind, which changes nothing.
// Corrected:   promote King at last row,   (with `piece King { ... }` declared)
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, promote Man at last row },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
