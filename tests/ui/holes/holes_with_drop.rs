// The mistake: stones dropped into the columns of a board with holes, where a stone would fall past a hole.
// Corrected:   moves: place,
alphabeta::game! {
    pub CrossFour {
        board: 7 x 7 without corners 2 x 2,
        moves: drop,
        win: line(4),
        draw: full,
    }
}

fn main() {}
