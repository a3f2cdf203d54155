// The mistake: no `win:`, `lose:` or `draw:` section: nothing would ever
// end the game.
// Corrected:   win: line(3),
//              draw: full,   (lines to add)
alphabeta::game! {
    pub Endless {
        board: 3 x 3,
        moves: place,
    }
}

fn main() {}
