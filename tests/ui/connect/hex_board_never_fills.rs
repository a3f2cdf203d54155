// The mistake: `draw: full` on a hex board where the players join different
// pairs of edges. One of them has always connected before the board is full
// (the Hex theorem), so the draw can never happen.
// Corrected:   remove the line `draw: full,`
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
        draw: full,
    }
}

fn main() {}
