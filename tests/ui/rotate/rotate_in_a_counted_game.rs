// The mistake: `then rotate` in a counted game of stones (`captures:
// surrounded`), whose groups a rotation would break and join.
// Corrected:   (no captures: section)
alphabeta::game! {
    pub Pentago {
        board: 6 x 6,
        players: Black, White,
        moves: place then rotate 3 x 3,
        captures: surrounded,
        draw: full,
    }
}

fn main() {}
