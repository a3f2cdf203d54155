//! `amazons`: The game of the Amazons: move a queen, then shoot an arrow from

use alphabeta::game;

game! {
    /// The game of the Amazons: move a queen, then shoot an arrow from
    /// where it landed; a player who cannot move loses.
    pub Amazons {
        board: 10 x 10,
        players: White, Black,
        piece Queen { slide any to empty then shoot Arrow slide any to empty },
        setup: "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3",
        no moves: lose,
    }
}
