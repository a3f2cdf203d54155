// The mistake: a setup for the first player only. The second player would
// start with nothing and could never move.
// Corrected:   setup: first Pawn on row 1, second Pawn on row 8,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn { step forward to empty },
        setup: first Pawn on row 1,
        win: reach(last row),
    }
}

fn main() {}
