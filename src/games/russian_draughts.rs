//! Russian draughts (shashki).

use crate::game;

game! {
    /// Russian draughts (shashki) on the dark squares of 8 x 8: White
    /// moves first from squares 21..32. Men step diagonally forward and
    /// capture forward and backward; kings fly, moving and capturing along
    /// a whole diagonal. Capturing is mandatory, but any capture may be
    /// chosen, not only the longest; a capture goes on as long as it can
    /// (a king lands where it can go on capturing, where it can), and the
    /// pieces taken leave the board when it ends, none jumped twice. A man
    /// that reaches the last row is crowned at once, also during a
    /// capture, which it goes on making as a king. A player who cannot
    /// move loses; a position that stands for the third time is a draw.
    /// By the draw rules of the Russian federation: 15 moves of each
    /// player in which only kings moved and nothing was taken; three kings
    /// or more against a lone king that are not through in 15 moves; and
    /// with kings on both sides, the material unchanged (nothing taken,
    /// no man crowned) for 30 moves in an ending of 4 or 5 pieces, or 60
    /// in one of 6 or 7. Each count runs from the move that made the
    /// material.
    pub RussianDraughts {
        board: 8 x 8 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row at once,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        captures: mandatory,
        no moves: lose,
        draw: repetition, 15 moves without capture or Man move,
            15 moves with 3.. King against King,
            30 moves with 4..=5 pieces and King each,
            60 moves with 6..=7 pieces and King each,
    }
}
