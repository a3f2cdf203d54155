// Gravity needs columns: stones cannot be dropped on a hex board.
alphabeta::game! {
    pub FallingHex {
        board: hex 7 x 6,
        moves: drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
