// The mistake: a word inside `line(...)` misspelled, `exacly` for `exactly`.
// Corrected:   win: line(exactly 5),
alphabeta::game! {
    pub Gomoku {
        board: 15 x 15,
        moves: place,
        win: line(exacly 5),
        draw: full,
    }
}

fn main() {}
