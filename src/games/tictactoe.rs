//! Tic-tac-toe.

use crate::game;

game! {
    /// Tic-tac-toe: X moves first; three in a row wins; a full board draws.
    pub TicTacToe {
        board: 3 x 3,
        players: X, O,
        moves: place,
        win: line(3),
        draw: full,
    }
}
