//! `joust`: Joust: move your knight to an empty cell, leaving a wall on the cell it left

use alphabeta::game;

game! {
    /// Joust: move your knight, which never captures, to an empty cell,
    /// leaving a wall on the cell it left; a player who cannot move loses.
    pub Joust {
        board: 8 x 8,
        players: White, Black,
        piece Knight(N) { leap(1, 2) to empty then leave Wall behind },
        setup: "8/8/8/4n3/3N4/8/8/8",
        no moves: lose,
    }
}
