// The mistake: two `zone Goal` sections. A zone is declared once; give a
// second set of cells a name of its own.
// Corrected:   zone Corners: h1 h8,
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn: fmW,
        zone Goal: row 8,
        zone Goal: h1 h8,
        setup: first Pawn on row 1, second Pawn on row 7,
        win: reach(Goal),
    }
}

fn main() {}
