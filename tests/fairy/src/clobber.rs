//! `clobber`: Clobber on 5 x 6: a stone moves only by capturing an orthogonal

use alphabeta::game;

game! {
    /// Clobber on 5 x 6: a stone moves only by capturing an orthogonal
    /// neighbour; a player who cannot move loses.
    pub Clobber {
        board: 5 x 6,
        players: White, Black,
        piece Stone (P): cW,
        setup: "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp",
        no moves: lose,
    }
}
