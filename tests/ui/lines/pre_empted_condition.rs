// Conditions are tested in the order written. Every line of four contains a
// line of three, so `win: line(3)` always decides first and `lose: line(4)`
// could never be reached.
alphabeta::game! {
    pub Muddled {
        board: 5 x 5,
        moves: place,
        win: line(3),
        lose: line(4),
        draw: full,
    }
}

fn main() {}
