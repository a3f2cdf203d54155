// The mistake: `captures: mandatory, most`: `most` makes captures
// mandatory already.
// Corrected:   captures: most,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man { step forward-diagonal to empty, jump diagonal over enemy chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: mandatory, most,
        no moves: lose,
    }
}

fn main() {}
