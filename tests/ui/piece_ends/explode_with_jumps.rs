// The mistake: `captures: explode` in a game whose men jump: a chain of
// jumps captures along its way, and the blast has no one landing cell.
// Corrected:   captures: mandatory,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        captures: explode,
        no moves: lose,
    }
}

fn main() {}
