// The mistake: `draw odds:` beside `lose: perpetual check`. A repetition
// where both players checked with every move is a draw that the language
// cannot yet give to the player with the odds.
// Corrected:   leave out `lose: perpetual check`, or `draw odds:`
alphabeta::game! {
    pub Odds {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "r2k2/6/6/6/6/R2K2",
        royal: King,
        draw: repetition,
        lose: perpetual check,
        draw odds: Black,
    }
}

fn main() {}
