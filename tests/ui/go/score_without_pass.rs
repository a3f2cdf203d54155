// The mistake: `score: area` where nobody may pass. The board is counted
// when both players pass in a row, so the players must be able to pass.
// Corrected:   moves: place or pass,
alphabeta::game! {
    pub Go {
        board: 9 x 9,
        players: Black, White,
        moves: place,
        captures: surrounded,
        score: area, komi 7.5,
    }
}

fn main() {}
