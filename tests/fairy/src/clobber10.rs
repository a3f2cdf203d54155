//! `clobber10`: Clobber on 10 x 10.

use alphabeta::game;

game! {
    /// Clobber on 10 x 10.
    pub Clobber10 {
        board: 10 x 10,
        players: White, Black,
        piece Stone (P): cW,
        setup: "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP",
        no moves: lose,
    }
}
