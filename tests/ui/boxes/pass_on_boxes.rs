// The mistake: `moves: place or pass` on a board of boxes, where a move
// draws one line and the game ends when all are drawn.
// Corrected:   moves: place,
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place or pass,
        score: boxes,
    }
}

fn main() {}
