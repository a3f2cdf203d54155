// `eval:` names a function `fn(&Game) -> i32`; this one returns a float.
// The type error points at the name in the declaration.
alphabeta::game! {
    pub TicTacToe {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
        eval: centre_first,
    }
}

fn centre_first(_position: &TicTacToe) -> f64 {
    0.5
}

fn main() {}
