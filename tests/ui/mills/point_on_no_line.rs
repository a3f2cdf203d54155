// The mistake: the centre `d4` named a point, but no line goes through
// it, so a man placed there could never move.
// Corrected:   points: a1 d1 g1 a4 g4 a7 d7 g7,   (or a line through d4)
alphabeta::game! {
    pub Square {
        board: 7 x 7,
        points: a1 d1 g1 a4 d4 g4 a7 d7 g7,
        lines: a1 d1 g1, g1 g4 g7, a7 d7 g7, a1 a4 a7,
        moves: place 3 then step,
        captures: mill,
        lose: fewer than 3 pieces,
        no moves: lose,
    }
}

fn main() {}
