// The mistake: `line(4)` in a game of pieces. Lines end placement games;
// pieces end games by reaching a zone, capturing, counting or blocking.
// Corrected:   win: reach(last row),
alphabeta::game! {
    pub Mixed {
        board: 8 x 8,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8,
        win: line(4),
    }
}

fn main() {}
