// The mistake: `at once` where captures go `to hand`: the pieces a
// capture of jumps takes leave the game.
// Corrected:   captures: mandatory,
alphabeta::game! {
    pub Shashki {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row at once,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: mandatory, to hand,
        no moves: lose,
    }
}

fn main() {}
