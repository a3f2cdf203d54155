//! `isolation7x7`: Isolation on 7 x 7: move your piece a king's step to an empty cell, then wall off any empty cell but the two starting cells

use alphabeta::game;

game! {
    /// Isolation on 7 x 7: move your piece a king's step to an empty cell,
    /// then put a wall on any empty cell but `d1` and `d7`; a player who
    /// cannot move loses.
    pub Isolation7x7 {
        board: 7 x 7,
        players: White, Black,
        piece Pawn { step any to empty then place Wall not at d1 d7 },
        setup: "3p3/7/7/7/7/7/3P3",
        no moves: lose,
    }
}
