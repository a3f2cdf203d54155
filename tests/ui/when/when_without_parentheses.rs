// The mistake: `when` with the function's name but no parentheses. Like
// `line(3)`, `when` takes its argument in parentheses.
// Corrected:   win: line(3), when(four_corners),
use alphabeta::runtime::Side;

alphabeta::game! {
    pub Mini {
        board: 3 x 3,
        moves: place,
        win: line(3), when four_corners,
        draw: full,
    }
}

fn four_corners(position: &Mini, mover: Side) -> bool {
    [(0, 0), (0, 2), (2, 0), (2, 2)]
        .iter()
        .all(|&(col, row)| position.stone(col, row) == Some(mover))
}

fn main() {}
