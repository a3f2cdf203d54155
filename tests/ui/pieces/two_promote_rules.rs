// The mistake: two `promote` rules on one piece. The second would only
// replace the first; the kinds a piece may become go in one rule.
// Corrected:   promote Queen | Rook at last row,
alphabeta::game! {
    pub Twice {
        board: 6 x 6,
        piece Pawn {
            step forward to empty,
            promote Queen at last row,
            promote Rook at last row,
        },
        piece Queen: Q,
        piece Rook: R,
        setup: first Pawn on row 2, second Pawn on row 5,
        win: captured all,
    }
}

fn main() {}
