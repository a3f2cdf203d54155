// The mistake: the phases of a mill game on a plain board, whose cells
// have no lines to step along.
// Corrected:   points: a1 b1 c1 a2 b2 c2 a3 b3 c3,
//              lines: a1 b1 c1, a2 b2 c2, a3 b3 c3, a1 a2 a3, b1 b2 b3, c1 c2 c3,
alphabeta::game! {
    pub ThreeMensMorris {
        board: 3 x 3,
        moves: place 3 then step,
        no moves: lose,
    }
}

fn main() {}
