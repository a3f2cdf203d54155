//! Tablut: Linnaeus' tafl of Lapland on 9 x 9, the king escaping to an
//! edge.

use crate::game;

game! {
    /// Tablut on 9 x 9, Linnaeus' game as aagenielsen.dk's "Tablut 9x9"
    /// rules play it today: the attackers (Black, 16 men) move first;
    /// every piece moves as a rook through empty cells. Only the king
    /// stops on the throne (`e5`), and he may come back to it; all may
    /// pass over it empty. A man is taken between two enemy pieces on a
    /// row or a column, or between an enemy piece and the throne, when
    /// the enemy's move closes the trap; the throne is always hostile to
    /// the attackers, and to the defenders when empty; the king takes
    /// part (armed). On the throne or beside it the king is taken only
    /// when closed on all four sides (the empty throne closing one);
    /// elsewhere he is taken as a man, between two. The king on any edge
    /// cell wins for White, the king taken wins for Black, and a player
    /// who cannot move loses.
    pub Tablut {
        board: 9 x 9,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty not at Throne },
        piece King { slide orthogonal to empty },
        zone Throne: e5,
        zone Castle: e5 d5 f5 e4 e6,
        zone Edge: a1 b1 c1 d1 e1 f1 g1 h1 i1 a9 b9 c9 d9 e9 f9 g9 h9 i9
            a2 a3 a4 a5 a6 a7 a8 i2 i3 i4 i5 i6 i7 i8,
        setup: "3TTT3/4T4/4t4/T3t3T/TTttkttTT/T3t3T/4t4/4T4/3TTT3",
        captures: custodial(1) orthogonal against Throne, King by 4 sides in Castle,
        win: reach(Edge) by King, captured King,
        no moves: lose,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +66 Elo against
        // the untuned evaluation, 95 % interval +40 to +93 (BENCHMARKS.md).
        eval: tuned("weights/tablut.txt"),
    }
}
