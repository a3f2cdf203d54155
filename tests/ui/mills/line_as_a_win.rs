// The mistake: `win: line(3)` in a game on points, where a line filled is
// a mill, which removes a man (`captures: mill`), and the game is won by
// leaving the other player too few men.
// Corrected:   captures: mill, lose: fewer than 3 pieces,
alphabeta::game! {
    pub ThreeMensMorris {
        board: 3 x 3,
        points: a1 b1 c1 a2 b2 c2 a3 b3 c3,
        lines: a1 b1 c1, a2 b2 c2, a3 b3 c3, a1 a2 a3, b1 b2 b3, c1 c2 c3,
        moves: place 3 then step,
        win: line(3),
    }
}

fn main() {}
