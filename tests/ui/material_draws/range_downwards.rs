// The mistake: `5..=4 pieces`, a range that runs downwards and counts nothing.
// Corrected:   draw: 30 moves with 4..=5 pieces and King each,
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
        draw: 30 moves with 5..=4 pieces and King each,
    }
}

fn main() {}
