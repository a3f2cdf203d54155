// The mistake: the phases written without `then`.
// Corrected:   moves: place 3 then step,
alphabeta::game! {
    pub ThreeMensMorris {
        board: 3 x 3,
        points: a1 b1 c1 a2 b2 c2 a3 b3 c3,
        lines: a1 b1 c1, a2 b2 c2, a3 b3 c3, a1 a2 a3, b1 b2 b3, c1 c2 c3,
        moves: place 3 step,
        no moves: lose,
    }
}

fn main() {}
