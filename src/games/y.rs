//! Y on a triangle of side 19, as OpenSpiel plays it: no swap rule.

use crate::game;

game! {
    /// Y: join all three sides of the triangle with one group of your
    /// stones; a corner counts for both its sides. The board cannot fill
    /// up without a winner.
    pub Y {
        board: hex triangle 19,
        players: White, Black,
        moves: place,
        win: connect(all sides),
    }
}
