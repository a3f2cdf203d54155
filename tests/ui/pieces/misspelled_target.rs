// A move lands on `empty`, `enemy` or both; `emtpy` is a typo.
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn { step forward to emtpy },
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(last row),
    }
}

fn main() {}
