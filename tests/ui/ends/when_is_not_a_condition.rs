// `when(my_rule)`, an end condition written as a Rust function, is part of
// the language but not built yet; this version says so rather than
// misreading it.
fn nobody_wins(_: &Mini) -> bool {
    false
}

alphabeta::game! {
    pub Mini {
        board: 3 x 3,
        moves: place,
        win: line(3), when(nobody_wins),
        draw: full,
    }
}

fn main() {}
