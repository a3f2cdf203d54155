// The mistake: a comma too many split a line, leaving `g1` alone: a line
// joins two points or more.
// Corrected:   lines: a1 d1 g1, ...
alphabeta::game! {
    pub Square {
        board: 7 x 7,
        points: a1 d1 g1 a4 g4 a7 d7 g7,
        lines: a1 d1, g1, g1 g4 g7, a7 d7 g7, a1 a4 a7,
        moves: place 3 then step,
        no moves: lose,
    }
}

fn main() {}
