//! `flipello10`: Flipello on 10 x 10.

use alphabeta::game;

game! {
    /// Flipello on 10 x 10.
    pub Flipello10 {
        board: 10 x 10,
        players: White, Black,
        moves: place flipping,
        setup: first on e5 f6, second on e6 f5,
        no moves: pass,
        win: most pieces,
    }
}
