// The mistake: a straight step on a draughts (`dark`) board, which would
// land on a light square.
// Corrected:   piece Man { step forward-diagonal to empty },
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward to empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
