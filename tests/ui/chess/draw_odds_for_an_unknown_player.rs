// The mistake: `draw odds: Blue`, a player the game does not declare.
// `draw odds:` names one of the players of `players:`.
// Corrected:   draw odds: Black,
alphabeta::game! {
    pub Odds {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "r2k2/6/6/6/6/R2K2",
        royal: King,
        draw: repetition,
        draw odds: Blue,
    }
}

fn main() {}
