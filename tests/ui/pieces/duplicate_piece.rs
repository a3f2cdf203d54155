// The mistake: two `piece Pawn` sections. A piece is declared once, with all
// its rules in one pair of braces.
// Corrected:   piece Pawn { step forward to empty, step forward-diagonal to enemy },
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn { step forward to empty },
        piece Pawn { step forward-diagonal to enemy },
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(last row),
    }
}

fn main() {}
