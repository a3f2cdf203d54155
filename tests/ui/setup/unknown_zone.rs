// `reach(Goal)` names a zone that was never declared with `zone Goal: ...`.
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        piece Pawn: fmW,
        setup: first Pawn on row 1, second Pawn on row 8,
        win: reach(Goal),
    }
}

fn main() {}
