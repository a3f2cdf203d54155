//! `breakthrough`: Breakthrough: a pawn reaching the far row wins; a player who cannot

use alphabeta::game;

game! {
    /// Breakthrough: a pawn reaching the far row wins; a player who cannot
    /// move loses.
    pub Breakthrough {
        board: 8 x 8,
        players: White, Black,
        piece Pawn: fmWfF,
        setup: "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP",
        no moves: lose,
        win: reach(last row),
    }
}
