// The mistake: `0 moves with ...`: the material would draw the game as soon as it is reached.
// Corrected:   draw: 5 moves with King against King,
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
        captures: mandatory,
        no moves: lose,
        draw: 0 moves with King against King,
    }
}

fn main() {}
