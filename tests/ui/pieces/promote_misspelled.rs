// The mistake: a promotion to a misspelled piece, `Kign` for `King`.
// Corrected:   promote King at last row
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, promote Kign at last row },
        piece King { step diagonal to empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
