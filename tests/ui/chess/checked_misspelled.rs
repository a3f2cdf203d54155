// The mistake: `not check` after the royal piece, for `not checked`.
// Corrected:   royal: King not checked,
alphabeta::game! {
    pub RacingKings {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "8/8/8/8/8/8/kr4RK/8",
        royal: King not check,
        win: reach(row 8) by King unless reached back,
    }
}

fn main() {}
