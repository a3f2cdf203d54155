//! The game of the Amazons.

use crate::game;

game! {
    /// Amazons: an amazon moves like a chess queen, then shoots an arrow
    /// like a queen from where it landed; arrows block their squares for
    /// good, and a player who cannot move loses.
    pub Amazons {
        board: 10 x 10,
        players: White, Black,
        piece Amazon { slide any to empty then shoot Arrow slide any to empty },
        setup: first Amazon on a4 d1 g1 j4, second Amazon on a7 d10 g10 j7,
        no moves: lose,
    }
}
