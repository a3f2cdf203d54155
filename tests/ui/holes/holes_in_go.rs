// The mistake: Go on a board with holes; area scoring counts a whole board.
// Corrected:   board: 7 x 7,
alphabeta::game! {
    pub CrossGo {
        board: 7 x 7 without corners 2 x 2,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 7.5,
    }
}

fn main() {}
