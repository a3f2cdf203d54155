// The mistake: `promote lost King ... at once`: a piece crowned during a
// capture becomes one kind always, not one that depends on the count.
// Corrected:   promote King at last row at once,
alphabeta::game! {
    pub Shashki {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote lost King at last row at once,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: mandatory,
        no moves: lose,
    }
}

fn main() {}
