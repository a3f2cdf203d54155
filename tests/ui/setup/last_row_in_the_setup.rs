// The mistake: `first row` and `last row` in the setup. They are each
// player's own rows, which depend on the way the setup makes them move:
// the setup itself names fixed cells.
// Corrected:   setup: first Pawn on row 1, second Pawn on row 8,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn { step forward to empty },
        setup: first Pawn on first row, second Pawn on last row,
        win: reach(last row),
    }
}

fn main() {}
