// A board size is columns `x` rows: `7 x 6` (or `7x6`), not `7 by 6`.
alphabeta::game! {
    pub ConnectFour {
        board: 7 by 6,
        moves: drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
