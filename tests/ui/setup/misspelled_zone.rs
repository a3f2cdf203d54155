// The mistake: a zone named misspelled, `Gaol` for `Goal`.
// Corrected:   win: reach(Goal),
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn: fmW,
        zone Goal: row 8,
        setup: first Pawn on row 1, second Pawn on row 7,
        win: reach(Gaol),
    }
}

fn main() {}
