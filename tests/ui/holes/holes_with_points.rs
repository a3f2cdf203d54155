// The mistake: `points:` on a board with holes; the points already leave out the cells they do not list.
// Corrected:   board: 4 x 4,
alphabeta::game! {
    pub SmallMill {
        board: 4 x 4 without d4,
        players: White, Black,
        points: a1 b1 c1 a2 b2 c2 a3 b3 c3,
        lines: a1 b1 c1, a2 b2 c2, a3 b3 c3, a1 a2 a3, b1 b2 b3, c1 c2 c3,
        moves: place 4 then step,
        captures: mill,
        lose: fewer than 3 pieces,
        no moves: lose,
        draw: 100 moves,
    }
}

fn main() {}
