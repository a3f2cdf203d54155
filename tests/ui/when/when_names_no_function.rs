// The mistake: `when(corner_first)` names a function that does not exist
// (it was called `corners_first`). The compiler says so at the name.
// Corrected:   moves: place when(corners_first),
alphabeta::game! {
    pub Corners {
        board: 3 x 3,
        moves: place when(corner_first),
        win: line(3),
        draw: full,
    }
}

fn corners_first(position: &Corners, mv: u8) -> bool {
    let (col, row) = Corners::move_cell(mv);
    position.plies() > 0 || (col != 1 && row != 1)
}

fn main() {}
