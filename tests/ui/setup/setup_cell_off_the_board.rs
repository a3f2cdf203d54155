// The mistake: `i1` in the setup of an 8 x 8 board, whose files end at `h`.
// Corrected:   setup: first Queen on d1 h1, second Queen on d8,
alphabeta::game! {
    pub Lines {
        board: 8 x 8,
        piece Queen: Q,
        setup: first Queen on d1 i1, second Queen on d8,
        win: captured all,
    }
}

fn main() {}
