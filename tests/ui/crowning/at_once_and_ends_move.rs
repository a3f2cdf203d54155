// The mistake: `at once ends move`: a man crowned at once goes on
// capturing as a king, and `ends move` stops its capture there.
// Corrected:   promote King at last row at once,
alphabeta::game! {
    pub Shashki {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row at once ends move,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: mandatory,
        no moves: lose,
    }
}

fn main() {}
