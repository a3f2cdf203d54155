// The mistake: three players. Games here have two.
// Corrected:   players: X, O,
alphabeta::game! {
    pub Crowded {
        board: 3 x 3,
        players: X, O, Z,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
