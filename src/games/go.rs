//! Go by area scoring (Tromp–Taylor), as OpenSpiel plays it: a stone that
//! leaves enemy groups without liberties takes them, suicide is illegal,
//! the immediate retake of a single-stone ko is banned, and two passes in
//! a row end the game. Komi 7.5, OpenSpiel's default.

use crate::game;

game! {
    /// Go on 9 x 9: Black moves first; White gets 7.5 points of komi.
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
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
}
