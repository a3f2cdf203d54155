// The goal zone is row 9, but the board has only 8 rows.
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
