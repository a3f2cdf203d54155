// The mistake: a rook that also leaps two cells straight. The leap lands
// where the slide lands whenever the cell between is empty, and only then,
// so the move would be listed twice in some positions.
// Corrected:   piece Rd { slide orthogonal, leap(2, 0) to enemy },   (rules that never meet)
alphabeta::game! {
    pub Lancers {
        board: 6 x 6,
        piece Rd { slide orthogonal, leap(2, 0) },
        setup: first Rd on a1, second Rd on f6,
        win: captured all,
    }
}

fn main() {}
