// The mistake: `moves: drop or pass`. Only stones placed on any empty cell
// may be passed instead of; a dropping game has no pass.
// Corrected:   moves: place or pass,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: drop or pass,
        captures: surrounded,
        score: area, komi 7.5,
    }
}

fn main() {}
