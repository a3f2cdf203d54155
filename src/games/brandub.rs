//! Brandub: the Irish tafl on 7 x 7, the king escaping to a corner.

use crate::game;

game! {
    /// Brandub on 7 x 7, as Ludii plays it (`Brandub.lud`, its "Nielsen
    /// (Suggested)" ruleset, after tafl.cyningstan.com's rules): the
    /// attackers (Black, 8 men) move first; every piece moves as a rook
    /// through empty cells. No piece stops on the throne (`d4`), not even
    /// the king once he has left it, though all may pass over it empty;
    /// only the king stops on a corner. A man is taken between two enemy
    /// pieces on a row or a column, or between an enemy piece and a
    /// corner or the empty throne, when the enemy's move closes the trap;
    /// the king takes part (armed). On the throne or beside it the king is
    /// taken only when closed on all four sides (the empty throne closing
    /// one); elsewhere he is taken as a man. The king on a corner wins for
    /// White, the king taken wins for Black, and a player who cannot move
    /// loses.
    pub Brandub {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty not at Restricted },
        piece King { slide orthogonal to empty not at Throne },
        zone Throne: d4,
        zone Corners: a1 a7 g1 g7,
        zone Restricted: a1 a7 g1 g7 d4,
        zone Castle: d4 c4 e4 d3 d5,
        setup: "3T3/3T3/3t3/TTtktTT/3t3/3T3/3T3",
        captures: custodial(1) orthogonal against Restricted, King by 4 sides in Castle,
        win: reach(Corners) by King, captured King,
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py), each player
        // with weights of its own (the armies differ): +23 Elo against the
        // untuned evaluation, 95 % interval +6 to +39 (BENCHMARKS.md).
        eval: tuned("weights/brandub.txt"),
    }
}
