//! `breakthrough`: Breakthrough: a pawn reaching the far row wins; a player who cannot

use alphabeta::game;

game! {
    /// Breakthrough: a pawn reaching the far row wins; a player who cannot
    /// move loses; fifty moves of each player without a capture draw, as
    /// Fairy-Stockfish's default rule (only its chess pawn resets the count,
    /// and this pawn is not that one).
    pub Breakthrough {
        board: 8 x 8,
        players: White, Black,
        piece Pawn: fmWfF,
        setup: "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP",
        no moves: lose,
        win: reach(last row),
        draw: 50 moves without capture,
    }
}
