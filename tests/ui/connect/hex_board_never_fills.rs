// On a hex board where the players join different pairs of edges, one of
// them has always connected before the board is full (the Hex theorem), so
// `draw: full` can never happen.
alphabeta::game! {
    pub Hex {
        board: hex 11 x 11,
        moves: place,
        win: connect(first: top-bottom, second: left-right),
        draw: full,
    }
}

fn main() {}
