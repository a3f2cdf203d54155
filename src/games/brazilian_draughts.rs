//! Brazilian draughts: the international rules on 8 x 8.

use crate::game;

game! {
    /// Brazilian draughts: international draughts (the FMJD's rules) on
    /// the dark squares of 8 x 8, White first from squares 21..32. Men
    /// step diagonally forward and capture forward and backward; kings
    /// fly. Of all the capture sequences only those that take the most
    /// pieces may be played; taken pieces leave the board when the
    /// sequence ends, none jumped twice; a man is crowned only where its
    /// move ends. A player who cannot move loses; a position that stands
    /// for the third time is a draw, and so are 25 moves of each player
    /// without a capture or a man's move, and the FMJD's king endings:
    /// three kings, two kings and a man, or a king and two men against a
    /// lone king after 16 moves of each player; two kings, a king and a
    /// man, or a king against a lone king after 5.
    pub BrazilianDraughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: most,
        no moves: lose,
        draw: repetition, 25 moves without capture or Man move,
            16 moves with 3 King against King | 2 King and Man against King | King and 2 Man against King,
            5 moves with 2 King against King | King and Man against King | King against King,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +44 Elo against
        // the untuned evaluation, 95 % interval +17 to +71 (BENCHMARKS.md).
        eval: tuned("weights/brazilian-draughts.txt"),
    }
}
