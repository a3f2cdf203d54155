// The mistake: a zone on row 9 of a board of 8 rows.
// Corrected:   zone Goal: row 8,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn: fmW,
        zone Goal: row 9,
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(Goal),
    }
}

fn main() {}
