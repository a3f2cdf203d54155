//! Go by area scoring (Tromp–Taylor), as OpenSpiel plays it: a stone that
//! leaves enemy groups without liberties takes them, suicide is illegal,
//! the immediate retake of a single-stone ko is banned, and two passes in
//! a row end the game. Komi 7.5, OpenSpiel's default.
//!
//! The small boards are for the solver: situational superko (a placement
//! that brings back a position loses, so every game ends), and a komi of
//! Black's published margin (van der Werf, van den Herik and Uiterwijk,
//! *Solving Go on Small Boards*, ICGA Journal 26(2), 2003: Black wins 3 x 3
//! by 9 points and 4 x 4 by 2), so that their value is a draw.

use crate::game;

game! {
    /// Go on 9 x 9: Black moves first; White gets 7.5 points of komi.
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +282 Elo against
        // the untuned evaluation, 95 % interval +240 to +331 (BENCHMARKS.md).
        eval: tuned("weights/go.txt"),
    }

    /// Go on 13 x 13.
    pub Go13 {
        board: 13 x 13,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
    }

    /// Go on 19 x 19.
    pub Go19 {
        board: 19 x 19,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
    }

    /// Go on 3 x 3 with superko; komi 9, Black's margin with perfect play.
    pub Go3 {
        board: 3 x 3,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 9,
        lose: repetition(2),
    }

    /// Go on 4 x 4 with superko; komi 2, Black's margin with perfect play.
    pub Go4 {
        board: 4 x 4,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 2,
        lose: repetition(2),
    }
}
