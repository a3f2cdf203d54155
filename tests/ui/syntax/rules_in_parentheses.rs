// The rules go in braces after the name, not in parentheses.
alphabeta::game! {
    pub TicTacToe (
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    )
}

fn main() {}
