// The mistake: `except` names a kind that promotes: which pieces a hop may
// pass over is followed by kind, and a promotion would change it on the way.
// Corrected:   piece Cannon { pR except Cannon },  (and no promotion of Soldier)
alphabeta::game! {
    pub Promoting {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Cannon { pR except Soldier },
        piece Soldier (P) { step forward, promote Cannon at last row },
        setup: "1c2k4/9/p8/9/9/9/9/P8/9/1C2K4",
        royal: General,
    }
}

fn main() {}
