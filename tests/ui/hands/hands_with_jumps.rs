// The mistake: captures into the hand in a game whose pieces jump.
// Corrected:   captures: mandatory,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        captures: to hand,
        no moves: lose,
    }
}

fn main() {}
