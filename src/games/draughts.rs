//! International draughts, by the rules of the FMJD.

use crate::game;

game! {
    /// International draughts (the FMJD's rules) on 10 x 10: White moves
    /// first from squares 31..50. Men step diagonally forward and capture
    /// forward and backward; kings fly, moving and capturing along a whole
    /// diagonal. Capturing is mandatory, and of all the capture sequences
    /// only those that take the most pieces may be played (a king counts
    /// one). Taken pieces leave the board when the sequence ends, and none
    /// is jumped twice; a man that passes the last row during a capture,
    /// but does not end there, is not crowned. A player who cannot move
    /// loses. A position that stands for the third time is a draw, and so
    /// are 25 moves of each player without a capture or a man's move (the
    /// FMJD's king endings, 16 and 5 moves, are not declared).
    pub InternationalDraughts {
        board: 10 x 10 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 31..=50, second Man on squares 1..=20,
        captures: most,
        no moves: lose,
        draw: repetition, 25 moves without capture or Man move,
    }
}
