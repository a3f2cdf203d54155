// The mistake: `draw count:` in a placement game. A game of stones is
// counted with `score:`, and says who a full board goes to with `win:`
// or `lose:`.
// Corrected:   leave out `draw count:`
alphabeta::game! {
    pub Count {
        board: 3 x 3,
        players: X, O,
        moves: place,
        win: line(3),
        draw: full,
        draw count: O 1,
    }
}

fn main() {}
