// The mistake: `win: checks(3)` under `royal: King not checked`. No move
// may give check, so the third check never comes.
// Corrected:   royal: King,
alphabeta::game! {
    pub ThreeCheck {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        setup: "r2qk2r/8/8/8/8/8/8/R2QK2R",
        royal: King not checked,
        win: checks(3),
    }
}

fn main() {}
