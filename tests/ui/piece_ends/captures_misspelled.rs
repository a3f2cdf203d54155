// The mistake: the capture rule misspelled, `mandatroy` for `mandatory`.
// Corrected:   captures: mandatory,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        captures: mandatroy,
        no moves: lose,
    }
}

fn main() {}
