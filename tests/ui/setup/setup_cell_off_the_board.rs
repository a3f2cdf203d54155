// `i1` is past the h file of an 8 x 8 board.
alphabeta::game! {
    pub Lines {
        board: 8 x 8,
        piece Queen: Q,
        setup: first Queen on d1 i1, second Queen on d8,
        win: captured all,
    }
}

fn main() {}
