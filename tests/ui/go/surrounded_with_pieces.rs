// The mistake: `captures: surrounded` in a game of pieces that move.
// Surrounding takes stones placed on the board; pieces capture by their
// own moves (`to enemy`, `jump ... over enemy`).
// Corrected: remove `captures: surrounded`.
alphabeta::game! {
    pub Walkers {
        board: 5 x 5,
        piece Man { step orthogonal to empty | enemy },
        setup: first Man on row 1, second Man on row 5,
        captures: surrounded,
        win: captured all,
    }
}

fn main() {}
