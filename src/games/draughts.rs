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
    /// are 25 moves of each player without a capture or a man's move. The
    /// FMJD's king endings (article 6): three kings, two kings and a man,
    /// or a king and two men against a lone king draw after 16 moves of
    /// each player; two kings, a king and a man, or a king against a lone
    /// king after 5; each count from the move that made the material.
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
            16 moves with 3 King against King | 2 King and Man against King | King and 2 Man against King,
            5 moves with 2 King against King | King and Man against King | King against King,
        // Fitted by `alphabeta tune international-draughts --games 3000
        // --nodes 2000 --from imitate`: +140 Elo against the untuned
        // evaluation at 500 nodes a move, 95 % interval +107 to +176
        // (BENCHMARKS.md).
        eval: tuned("weights/international-draughts.txt"),
    }
}
