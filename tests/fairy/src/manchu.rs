//! `manchu`: Manchu chess: xiangqi where red has, instead of its chariots,
//! horses and cannons, one banner that moves as all three.

use alphabeta::game;

game! {
    /// Manchu chess: xiangqi where red has, instead of its chariots,
    /// horses and cannons, one banner (`M`) that moves as all three.
    pub Manchu {
        board: 9 x 10,
        players: Red, Black,
        piece General (K) { step orthogonal, stays in Palace },
        piece Advisor { step diagonal, stays in Palace },
        piece Elephant (B) { nA, stays in own rows 1..=5 },
        piece Horse (N): nN,
        piece Chariot (R): R,
        piece Cannon: mRcpR,
        piece Banner (M): RcpRnN,
        piece Soldier (P) { step forward, step sideways from own rows 6..=10 },
        zone Palace: own d1 e1 f1 d2 e2 f2 d3 e3 f3,
        setup: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2",
        royal: General not facing,
        checkmate: lose,
        stalemate: lose,
    }
}
