// The mistake: `draw odds:` in a game that can never be drawn. Here a
// player who cannot move loses, and no rule draws: the odds would change
// nothing.
// Corrected:   leave out `draw odds:`, or add `draw: repetition`
alphabeta::game! {
    pub Odds {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "r2k2/6/6/6/6/R2K2",
        royal: King,
        checkmate: lose,
        stalemate: lose,
        draw odds: Black,
    }
}

fn main() {}
