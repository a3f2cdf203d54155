//! Dots and boxes, as OpenSpiel plays it: the players draw lines between
//! neighbouring dots, one a move; a player who completes a box (its
//! fourth side) takes it and moves again; when every line is drawn, more
//! boxes win, and equal counts draw.

use crate::game;

game! {
    /// Dots and boxes on 3 x 3 boxes (4 x 4 dots), as OpenSpiel's
    /// `dots_and_boxes` plays it with `num_rows=3,num_cols=3`. A move
    /// draws one line between two neighbouring dots (`a1-b1`); the player
    /// who draws the fourth side of a box takes it and moves again, as
    /// many times as their lines complete boxes. When every line is
    /// drawn, the player with more boxes wins; equal counts draw.
    pub DotsAndBoxes {
        board: 3 x 3 boxes,
        players: Red, Blue,
        moves: place,
        turns: again after scoring,
        score: boxes,
    }

    /// Dots and boxes on 2 x 2 boxes (3 x 3 dots), OpenSpiel's default
    /// size: small enough to solve.
    pub DotsAndBoxes2 {
        board: 2 x 2 boxes,
        players: Red, Blue,
        moves: place,
        turns: again after scoring,
        score: boxes,
    }

    /// Dots and boxes on 5 x 5 boxes (6 x 6 dots), the size of most
    /// tournaments and of Berlekamp's book.
    pub DotsAndBoxes5 {
        board: 5 x 5 boxes,
        players: Red, Blue,
        moves: place,
        turns: again after scoring,
        score: boxes,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +419 Elo against
        // the untuned evaluation, 95 % interval +363 to +494 (BENCHMARKS.md).
        eval: tuned("weights/dots-and-boxes-5x5.txt"),
    }
}
