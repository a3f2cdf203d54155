// The mistake: a setup string with three rows for a board of four. A setup
// string draws every row, top first, separated by `/`.
// Corrected:   setup: "pppp/4/4/PPPP",
alphabeta::game! {
    pub MiniBreakthrough {
        board: 4 x 4,
        piece Pawn: fmWfF,
        setup: "pppp/4/PPPP",
        win: reach(last row),
    }
}

fn main() {}
