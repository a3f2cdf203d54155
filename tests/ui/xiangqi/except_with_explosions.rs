// The mistake: `except` in a game whose captures explode: the pieces a
// blast removes are not followed by kind for the hop's screen yet.
// Corrected:   drop `captures: explode`, or `except`.
alphabeta::game! {
    pub Blast {
        board: 9 x 10,
        players: Cho, Han,
        piece General (K) { step orthogonal },
        piece Cannon { pR except Cannon },
        setup: "1c2k4/9/9/9/9/9/9/9/9/1C2K4",
        captures: explode,
        royal: General,
    }
}

fn main() {}
