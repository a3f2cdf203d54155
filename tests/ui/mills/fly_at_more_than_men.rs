// The mistake: `fly at 10` in a game of nine men a player: the count of
// men a player flies at is one of theirs, from 1 to 9.
// Corrected:   moves: place 9 then step or fly at 3,
alphabeta::game! {
    pub Morris {
        board: 7 x 7,
        points: a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1,
        lines: a7 d7 g7, b6 d6 f6, c5 d5 e5, a4 b4 c4, e4 f4 g4, c3 d3 e3, b2 d2 f2, a1 d1 g1,
            a1 a4 a7, b2 b4 b6, c3 c4 c5, d5 d6 d7, d1 d2 d3, e3 e4 e5, f2 f4 f6, g1 g4 g7,
        moves: place 9 then step or fly at 10,
        captures: mill,
        no moves: lose,
    }
}

fn main() {}
