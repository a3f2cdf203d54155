// The mistake: a line of nine men's morris drawn through the middle of
// the board, `d3 d4 d5`, where `d4` is no point: lines join points only.
// Corrected:   lines: d1 d2 d3, d5 d6 d7, ...,
alphabeta::game! {
    pub Morris {
        board: 7 x 7,
        points: a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1,
        lines: a7 d7 g7, b6 d6 f6, c5 d5 e5, a4 b4 c4, e4 f4 g4, c3 d3 e3, b2 d2 f2, a1 d1 g1,
            a1 a4 a7, b2 b4 b6, c3 c4 c5, d1 d2 d3 d4 d5 d6 d7, e3 e4 e5, f2 f4 f6, g1 g4 g7,
        moves: place 9 then step or fly at 3,
        captures: mill,
        lose: fewer than 3 pieces,
        no moves: lose,
    }
}

fn main() {}
