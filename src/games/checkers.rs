//! English draughts (checkers).

use crate::game;

game! {
    /// Checkers (English draughts): men step diagonally forward, jumps are
    /// mandatory and chain, a man reaching the far row is crowned and its
    /// move ends there; a player who cannot move loses.
    pub Checkers {
        board: 8 x 8 dark,
        players: Black, White,
        piece Man {
            step forward-diagonal to empty,
            jump forward-diagonal over enemy chain,
            promote King at last row ends move,
        },
        piece King { step diagonal to empty, jump diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        captures: mandatory,
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +108 Elo against
        // the untuned evaluation, 95 % interval +88 to +129 (BENCHMARKS.md).
        eval: tuned("weights/checkers.txt"),
    }
}
