// The mistake: `captures: most` in a game whose pieces do not jump: the
// rule counts the pieces a chain of jumps takes.
// Corrected:   piece Man { step forward-diagonal to empty, jump diagonal over enemy chain },
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man { step forward-diagonal to empty },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: most,
        no moves: lose,
    }
}

fn main() {}
