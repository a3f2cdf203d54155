//! `jesonmor`: Jeson Mor: nine knights a side, and a knight that holds the
//! centre wins.

use alphabeta::game;

game! {
    /// Jeson Mor as Fairy-Stockfish plays it: nine knights a side on a
    /// 9 x 9 board. A knight that reaches the centre, `e5`, wins if it is
    /// still there once the other player has replied (who may take it);
    /// a player who cannot move loses.
    pub JesonMor {
        board: 9 x 9,
        players: White, Black,
        piece Knight (N): N,
        setup: "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN",
        no moves: lose,
        win: reach(e5) by Knight held,
        draw: repetition, 50 moves without capture,
    }
}
