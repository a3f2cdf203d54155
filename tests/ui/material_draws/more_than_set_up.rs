// The mistake: `13 King against King` in a game where each player sets up 12 pieces: no position has it.
// Corrected:   draw: 15 moves with 3.. King against King,
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
        draw: 15 moves with 13 King against King,
    }
}

fn main() {}
