// The mistake: the board option misspelled, `drak` for `dark`.
// Corrected:   board: 8 x 8 dark,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 drak,
        piece Man { step forward-diagonal to empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
