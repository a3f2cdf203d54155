// The mistake: `draw odds:` in a placement game. A game of stones says
// who a full board goes to with `win:` or `lose:`.
// Corrected:   leave out `draw odds:`
alphabeta::game! {
    pub Odds {
        board: 3 x 3,
        players: X, O,
        moves: place,
        win: line(3),
        draw: full,
        draw odds: O,
    }
}

fn main() {}
