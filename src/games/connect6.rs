//! Connect6, by its usual rules: on 19 x 19, Black places one stone, then
//! each turn places two; six or more in a row wins.

use crate::game;

game! {
    /// Connect6 on 19 x 19: Black's first turn is one stone, every later
    /// turn two; six or more in a row wins. A turn is one record in
    /// notation (`j10k11`) and one ply in perft.
    pub Connect6 {
        board: 19 x 19,
        players: Black, White,
        moves: place,
        turns: 1, then 2,
        win: line(6),
        draw: full,
    }
}
