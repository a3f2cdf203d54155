// The mistake: a rule for the moves that takes the position alone. The
// function of `place when(...)` is asked of every move: it takes the
// position and the move, and says whether the move is legal.
// Corrected:   fn near_the_centre(position: &Centre, mv: u8) -> bool {
alphabeta::game! {
    pub Centre {
        board: 5 x 5,
        moves: place when(near_the_centre),
        win: line(3),
    }
}

fn near_the_centre(position: &Centre) -> bool {
    position.plies() < 9
}

fn main() {}
