// The mistake: `h1` names a point beyond the 7 x 7 rectangle the board is
// cut from.
// Corrected:   points: a1 d1 g1 ...
alphabeta::game! {
    pub Square {
        board: 7 x 7,
        points: a1 d1 h1 a4 g4 a7 d7 g7,
        lines: a1 d1 h1, g4 g7, a7 d7 g7, a1 a4 a7,
        moves: place 3 then step,
        no moves: lose,
    }
}

fn main() {}
