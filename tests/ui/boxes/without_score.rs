// The mistake: a board of boxes with no `score: boxes`, so nothing ends
// the game.
// Corrected:   score: boxes,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
    }
}

fn main() {}
