// The mistake: `reach(Goal)`, a zone never declared.
// Corrected:   zone Goal: row 8,   (a line to add)
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn: fmW,
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(Goal),
    }
}

fn main() {}
