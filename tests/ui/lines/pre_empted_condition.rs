// The mistake: `lose: line(4)` after `win: line(3)`. Conditions are tested
// in the order written, and every line of four holds a line of three, so
// the win always decides first and the loss can never happen.
// Corrected:   lose: line(4),   before   win: line(3),   (or remove it)
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
