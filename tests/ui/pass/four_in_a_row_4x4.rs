// A game of your own: tic-tac-toe on 4 x 4, where only four in a row wins.
use alphabeta::runtime::{perft, Game};

alphabeta::game! {
    /// Four in a row on a 4 x 4 board.
    pub TicTacToe4 {
        board: 4 x 4,
        moves: place,
        win: line(4),
        draw: full,
    }
}

fn main() {
    assert_eq!(perft(&TicTacToe4::start(), 2), 16 * 15);
}
