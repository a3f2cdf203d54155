//! The xiangqi family: xiangqi and minixiangqi, with cannons that hop,
//! horses and elephants that leap lamely, generals and advisors that stay
//! in their palace, and generals that may not face each other, declared
//! with the words of the rule language only, as Fairy-Stockfish plays them
//! (its `xiangqi` and `minixiangqi`). The first player, Fairy-Stockfish's
//! "white", is red, who moves first, up the board.
//!
//! A repeated position draws at its third occurrence, and perpetual check
//! loses, as Fairy-Stockfish plays both games; xiangqi's rule against
//! perpetual chasing is not in the language yet. Perft counts every legal
//! move, as Fairy-Stockfish's does.

use crate::game;

game! {
    /// Xiangqi: 9 x 10; the cannon captures by hopping over one piece; the
    /// horse is blocked by a piece beside it, the elephant by one on its
    /// eye and may not cross the river; the general and its advisors stay
    /// in the palace, and the generals may never face each other on an
    /// open file. A player who cannot move loses.
    pub Xiangqi {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal, stays in Palace },
        piece Advisor { step diagonal, stays in Palace },
        piece Elephant (B) { nA, stays in own rows 1..=5 },
        piece Horse (N): nN,
        piece Chariot (R): R,
        piece Cannon: mRcpR,
        piece Soldier (P) { step forward, step sideways from own rows 6..=10 },
        zone Palace: own d1 e1 f1 d2 e2 f2 d3 e3 f3,
        setup: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
        royal: General not facing,
        checkmate: lose,
        stalemate: lose,
        draw: repetition,
        lose: perpetual check,
        // Fitted by `alphabeta tune xiangqi --games 3000 --nodes 2000 --from
        // imitate`: +392 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +343 to +455 (BENCHMARKS.md).
        eval: tuned("weights/xiangqi.txt"),
    }
}

game! {
    /// Minixiangqi: 7 x 7 without advisors and elephants; the soldiers
    /// step sideways from the start.
    pub Minixiangqi {
        board: 7 x 7,
        players: Red, Black,
        piece General (K) { step orthogonal, stays in Palace },
        piece Horse (N): nN,
        piece Chariot (R): R,
        piece Cannon: mRcpR,
        piece Soldier (P): fsW,
        zone Palace: own c1 d1 e1 c2 d2 e2 c3 d3 e3,
        setup: "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR",
        royal: General not facing,
        checkmate: lose,
        stalemate: lose,
        draw: repetition,
        lose: perpetual check,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +204 Elo against
        // the untuned evaluation, 95 % interval +168 to +244 (BENCHMARKS.md).
        eval: tuned("weights/minixiangqi.txt"),
    }
}
