// The mistake: `captures: surrounded` on a board of boxes: lines are never
// taken, and a box is scored by the player who completes it.
// Corrected:   (no `captures:` section)
alphabeta::game! {
    pub Boxes {
        board: 3 x 3 boxes,
        moves: place,
        captures: surrounded,
        score: boxes,
    }
}

fn main() {}
