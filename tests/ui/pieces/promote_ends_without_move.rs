// The mistake: `ends` alone after a promotion's zone. The option is two
// words, `ends move`: reaching the zone ends a chain of jumps there.
// Corrected:   promote King at last row ends move,
alphabeta::game! {
    pub Checkers {
        board: 8 x 8 dark,
        piece Man {
            step forward-diagonal to empty,
            jump forward-diagonal over enemy chain,
            promote King at last row ends,
        },
        piece King { step diagonal to empty, jump diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
