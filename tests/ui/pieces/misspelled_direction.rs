// The mistake: a direction misspelled, `forwards` for `forward`.
// Corrected:   piece Pawn { step forward to empty },
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn { step forwards to empty },
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(last row),
    }
}

fn main() {}
