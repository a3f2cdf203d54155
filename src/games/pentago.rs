//! Pentago, as OpenSpiel plays it: a turn places a stone, then turns one
//! of the board's four 3 x 3 blocks a quarter turn; five in a row wins.

use crate::game;

game! {
    /// Pentago on 6 x 6, cut into four 3 x 3 blocks: a turn places a
    /// stone on an empty cell, then turns one block a quarter turn,
    /// clockwise or anticlockwise (both together are one move,
    /// `b2d4cw`). Five or more in a row after the turn wins; five for
    /// both players is a draw, and so is a full board without five.
    pub Pentago {
        board: 6 x 6,
        players: White, Black,
        moves: place then rotate 3 x 3,
        win: line(5),
        draw: full,
    }
}
