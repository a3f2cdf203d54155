//! Pente, by Pente.org's rules: five or more in a row wins, and so do five
//! captured pairs; a stone placed so that it encloses exactly two enemy
//! stones on a line with another of its own captures them.

use crate::game;

game! {
    /// Pente on 19 x 19: White moves first. Five or more in a row wins, or
    /// ten stones captured (five pairs); a placed stone takes the pairs it
    /// encloses. No opening restriction (Pente.org's tournament rule is
    /// not applied).
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(5), captured(10 stones),
        draw: full,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py), with the
        // stones taken and the captures in reach among its features: +92
        // Elo against the untuned evaluation, 95 % interval +60 to +127
        // (BENCHMARKS.md).
        eval: tuned("weights/pente.txt"),
    }
}
