// The mistake: `no moves:` given a choice. It says one thing that happens to
// a player who cannot move.
// Corrected:   no moves: lose,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose or draw,
    }
}

fn main() {}
