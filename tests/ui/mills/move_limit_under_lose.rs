// The mistake: a move limit under `lose:`: when the moves run out the
// game is drawn, for both players alike.
// Corrected:   draw: 100 moves,
alphabeta::game! {
    pub ThreeMensMorris {
        board: 3 x 3,
        points: a1 b1 c1 a2 b2 c2 a3 b3 c3,
        lines: a1 b1 c1, a2 b2 c2, a3 b3 c3, a1 a2 a3, b1 b2 b3, c1 c2 c3,
        moves: place 3 then step,
        captures: mill,
        no moves: lose,
        lose: fewer than 3 pieces, 100 moves,
    }
}

fn main() {}
