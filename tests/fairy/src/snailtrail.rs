//! `snailtrail`: Snailtrail: move your piece a king's step to an empty cell, leaving a wall on the cell it left

use alphabeta::game;

game! {
    /// Snailtrail: move your piece a king's step to an empty cell, leaving
    /// a wall on the cell it left; a player who cannot move loses.
    pub Snailtrail {
        board: 7 x 7,
        players: White, Black,
        piece Pawn { step any to empty then leave Wall behind },
        setup: "6p/7/7/7/7/7/P6",
        no moves: lose,
    }
}
