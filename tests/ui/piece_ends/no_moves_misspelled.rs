// The mistake: the `no moves:` rule misspelled, `loose` for `lose`.
// Corrected:   no moves: lose,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: loose,
    }
}

fn main() {}
