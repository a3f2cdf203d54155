// The mistake: numbered squares (PDN) on a board that is not `dark`. Squares
// are numbered on draughts boards.
// Corrected:   board: 8 x 8 dark,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8,
        piece Man { step forward-diagonal to empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
