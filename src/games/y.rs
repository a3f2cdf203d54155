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
        // Fitted by `alphabeta tune y --games 3000 --nodes 2000 --from
        // imitate`: +65 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +30 to +102 (BENCHMARKS.md).
        eval: tuned("weights/y.txt"),
    }
}
