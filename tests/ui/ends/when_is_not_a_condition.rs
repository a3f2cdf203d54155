// The mistake: `when(nobody_wins)`, an end condition as a Rust function.
// The language has no such condition: the macro answers as for any unknown
// word. A rule the language lacks goes into a game of one's own, with
// `#[derive(Game)]` and an `outcome` function.
// Corrected:   win: line(3),
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
