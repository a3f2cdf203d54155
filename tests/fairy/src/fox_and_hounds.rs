//! `fox-and-hounds`: Fox and hounds: the fox steps diagonally either way and wins on the

use alphabeta::game;

game! {
    /// Fox and hounds: the fox steps diagonally either way and wins on the
    /// far row; the hounds step diagonally forward; a player who cannot move
    /// loses.
    pub FoxAndHounds {
        board: 8 x 8,
        players: White, Black,
        piece Fox: mF,
        piece Hound: mfF,
        setup: "1h1h1h1h/8/8/8/8/8/8/4F3",
        no moves: lose,
        win: reach(last row) by Fox,
    }
}
