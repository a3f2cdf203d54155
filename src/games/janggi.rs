//! Janggi, Korean chess, as Fairy-Stockfish plays its tournament rules
//! (Fairy-Stockfish's `janggi`), on 9 x 10: the general and its guards keep
//! to the palace, whose diagonal lines the general, guards, chariots,
//! cannons and soldiers also follow; the cannon hops over one piece that
//! is not a cannon to move or capture; horses and elephants can be
//! blocked. The first player, Cho (Fairy-Stockfish's "white"), moves
//! first, up the board.
//!
//! A player not in check may pass (written `pass`; pyffish writes it as
//! the general's cell twice, `e2e2`). Generals facing on an open file must
//! be parted or passed (bikjang). No game is drawn: two passes in a row, a
//! pass in bikjang, a position standing a third time and fifty moves
//! without a capture end it, and the material count decides it (chariot
//! 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2, and Han 1.5 for
//! moving second). Perpetual check loses.

use crate::game;

game! {
    /// Janggi: 9 x 10; the general and its guards stay in the palace and,
    /// with the chariots, cannons and soldiers, also move along its
    /// diagonal lines; the cannon moves and captures only by hopping over
    /// one piece that is not a cannon, and never takes a cannon; the
    /// elephant's leap is blocked on either cell it crosses. A player not
    /// in check may pass. Generals facing on an open file must be parted or
    /// passed, in check too (bikjang). A game that two passes in a row, a
    /// pass in bikjang, a repeated position or fifty moves without a
    /// capture would draw goes to the player with more points: chariot 13,
    /// cannon 7, horse 5, elephant 3, guard 3, soldier 2, and Han 1.5 for
    /// moving second.
    pub Janggi {
        board: 9 x 10,
        players: Cho, Han,
        moves: move or pass,
        piece General (K) { step orthogonal, step diagonal within Lines, stays in Palace },
        piece Guard (A) { step orthogonal, step diagonal within Lines, stays in Palace },
        piece Elephant (B): nZ,
        piece Horse (N): nN,
        piece Chariot (R) { R, slide diagonal within Lines },
        piece Cannon { pR except Cannon, pB within Lines except Cannon },
        piece Soldier (P) { fsW, step forward-diagonal within Lines },
        zone Palace: own d1 e1 f1 d2 e2 f2 d3 e3 f3,
        zone Lines: d1 f1 e2 d3 f3 d8 f8 e9 d10 f10,
        setup: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR",
        royal: General facing ends,
        checkmate: lose,
        stalemate: lose,
        draw: repetition, 50 moves without capture,
        lose: perpetual check,
        draw count: Chariot 13, Cannon 7, Horse 5, Elephant 3, Guard 3, Soldier 2, Han 1.5,
        // Fitted by `alphabeta tune janggi --games 3000 --nodes 2000 --from
        // imitate`: +255 Elo against the untuned evaluation at 500 nodes a
        // move, 95 % interval +214 to +302 (BENCHMARKS.md).
        eval: tuned("weights/janggi.txt"),
    }
}
