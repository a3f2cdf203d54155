// The mistake: an end condition's function that takes the position alone.
// A condition is about the player who just moved, whom the function is
// given with the position the move made.
// Corrected:   fn four_corners(position: &Mini, mover: Side) -> bool {
use alphabeta::runtime::Side;

alphabeta::game! {
    pub Mini {
        board: 3 x 3,
        moves: place,
        win: line(3), when(four_corners),
        draw: full,
    }
}

fn four_corners(position: &Mini) -> bool {
    let mover = Side::First;
    [(0, 0), (0, 2), (2, 0), (2, 2)]
        .iter()
        .all(|&(col, row)| position.stone(col, row) == Some(mover))
}

fn main() {}
