// The mistake: a board size written `7 by 6`. It is columns `x` rows.
// Corrected:   board: 7 x 6,   (or `7x6`)
alphabeta::game! {
    pub ConnectFour {
        board: 7 by 6,
        moves: drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
