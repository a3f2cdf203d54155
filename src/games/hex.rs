//! Hex on the usual 11 x 11 board, and on 9 x 9. No swap rule.

use crate::game;

game! {
    /// Hex: Red joins top and bottom, Blue left and right. Never a draw.
    pub Hex {
        board: hex 11 x 11,
        players: Red, Blue,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
    }

    /// Hex on a 9 x 9 board.
    pub Hex9 {
        board: hex 9 x 9,
        players: Red, Blue,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
    }
}
