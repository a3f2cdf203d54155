//! Hnefatafl on 11 x 11 by the Copenhagen rules, the king escaping to a
//! corner.

use crate::game;

game! {
    /// Hnefatafl on 11 x 11 by the Copenhagen rules (aagenielsen.dk,
    /// "Copenhagen Hnefatafl 11x11"), but for the rules listed below: the
    /// attackers (Black, 24 men) move first; every piece moves as a rook
    /// through empty cells. The throne (`f6`) and the four corners are
    /// restricted: only the king stops on them, and he may come back to
    /// the throne; all may pass over the empty throne. A man is taken
    /// between two enemy pieces on a row or a column, or between an enemy
    /// piece and a corner or the throne, when the enemy's move closes the
    /// trap; the throne is always hostile to the attackers, and to the
    /// defenders when empty; the king takes part (armed). The king is
    /// taken when closed on all four sides, by attackers or the empty
    /// throne, so never on an edge. A row of two or more pieces along the
    /// edge, each with an enemy in front of it, is taken together when the
    /// enemy's move brackets it, a corner standing in for one end; the
    /// king in such a row stays (the shieldwall, 5b). The king on a
    /// corner wins for White, and so does an exit fort (6b): the king on
    /// the edge, able to move, where no attacker can ever come beside him
    /// (his side's pieces around him beyond any capture). The king taken
    /// wins for Black, and so does an encirclement (7b): every White
    /// piece shut in, none able to reach the edge. A position standing
    /// for the third time loses for White (perpetual repetition, 8), and
    /// a player who cannot move loses.
    ///
    /// Not applied: the draw of a game that cannot end (9), which names
    /// no position the rules could test.
    pub Hnefatafl {
        board: 11 x 11,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty not at Restricted },
        piece King { slide orthogonal to empty },
        zone Corners: a1 a11 k1 k11,
        zone Restricted: a1 a11 k1 k11 f6,
        setup: "3TTTTT3/5T5/11/T4t4T/T3ttt3T/TT1ttktt1TT/T3ttt3T/T4t4T/11/5T5/3TTTTT3",
        captures: custodial(1) orthogonal against Restricted, shieldwall, King by 4 sides,
        win: reach(Corners) by King, fort King, captured King, encircled King,
        lose: repetition for White,
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py) with one weight
        // for both players, written out for each: +92 Elo against the
        // untuned evaluation, 95 % interval +60 to +127 (BENCHMARKS.md).
        // A fit with weights of each player's own scored +40 and lost to
        // these by 141.
        eval: tuned("weights/hnefatafl.txt"),
    }
}
