// The mistake: flying jumps on a board too large for a capture's set of
// pieces taken: 50 cells to take on, and two cells of 8 bits, need 67 bits.
// Corrected:   board: 10 x 10 dark,
alphabeta::game! {
    pub Draughts {
        board: 12 x 12 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 43..=72, second Man on squares 1..=30,
        captures: most,
        no moves: lose,
    }
}

fn main() {}
