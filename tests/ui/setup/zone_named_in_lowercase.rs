// The mistake: a zone named in lowercase. Zone names are capitalised, so
// that `Goal` can never be read as a cell name or a word such as `row`.
// Corrected:   zone Goal: row 8,   and   win: reach(Goal),
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn: fmW,
        zone goal: row 8,
        setup: first Pawn on row 1, second Pawn on row 7,
        win: reach(goal),
    }
}

fn main() {}
