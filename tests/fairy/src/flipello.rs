//! `flipello`: Flipello (Othello): place a stone that outflanks enemy stones,

use alphabeta::game;

game! {
    /// Flipello (Othello): place a stone that outflanks enemy stones,
    /// which turn over; pass when you cannot; more stones wins.
    pub Flipello {
        board: 8 x 8,
        players: White, Black,
        moves: place flipping,
        setup: first on d4 e5, second on d5 e4,
        no moves: pass,
        win: most pieces,
    }
}
