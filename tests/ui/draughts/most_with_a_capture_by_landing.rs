// The mistake: `captures: most` beside a move that takes by landing on an
// enemy: the rule counts what chains of jumps take.
// Corrected:   piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man { step forward-diagonal to empty, jump diagonal over enemy chain },
        piece King { slide diagonal, jump diagonal over enemy flying chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: most,
        no moves: lose,
    }
}

fn main() {}
