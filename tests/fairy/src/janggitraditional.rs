//! `janggitraditional`: Korean chess with bikjang, a draw, and no material
//! count: when the generals face each other on an open file, the player to
//! move must part them or pass, and that pass ends the game drawn.

use alphabeta::game;

game! {
    /// Janggi, traditional rules: 9 x 10; the general and its guards stay in
    /// the palace and, with the chariots, cannons and soldiers, also move
    /// along its diagonal lines; the cannon moves and captures only by
    /// hopping over one piece that is not a cannon, and never takes a
    /// cannon; the elephant's leap is blocked on either cell it crosses. A
    /// player not in check may pass; two passes in a row draw. Generals
    /// facing on an open file must be parted or passed, in check too, and
    /// that pass draws (bikjang).
    pub Janggitraditional {
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
        draw: repetition,
        lose: perpetual check,
    }
}
