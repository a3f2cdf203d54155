// The mistake: an outline misspelled, `hexagone` for `hexagon`.
// Corrected:   board: hex hexagon 8,
alphabeta::game! {
    pub Havannah {
        board: hex hexagone 8,
        moves: place,
        win: ring, bridge, fork,
        draw: full,
    }
}

fn main() {}
