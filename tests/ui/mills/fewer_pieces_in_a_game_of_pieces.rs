// The mistake: `fewer than 3 pieces` in a game of pieces, where a count
// names the kind it counts.
// Corrected:   lose: fewer than 3 Pawn,
alphabeta::game! {
    pub Pawns {
        board: 5 x 5,
        piece Pawn: fmWfcF,
        setup: first Pawn on row 1, second Pawn on row 5,
        lose: fewer than 3 pieces,
        win: reach(last row),
    }
}

fn main() {}
