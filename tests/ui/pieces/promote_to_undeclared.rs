// The mistake: a promotion to `Queen`, a piece the game never declares.
// Corrected:   piece Queen { step diagonal to empty },   (a line to add)
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, promote Queen at last row },
        piece King { step diagonal to empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
