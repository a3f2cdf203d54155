//! `isolation`: Isolation: move your piece a king's step to an empty cell, then wall off any empty cell but the two starting cells

use alphabeta::game;

game! {
    /// Isolation: move your piece a king's step to an empty cell, then put
    /// a wall on any empty cell but `c1` and `d8`; a player who cannot move
    /// loses.
    pub Isolation {
        board: 6 x 8,
        players: White, Black,
        piece Pawn { step any to empty then place Wall not at c1 d8 },
        setup: "3p2/6/6/6/6/6/6/2P3",
        no moves: lose,
    }
}
