// The mistake: `players:` names one player. Games here have two, the first
// named moving first.
// Corrected:   players: X, O,
alphabeta::game! {
    pub Solitaire {
        board: 3 x 3,
        players: X,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
