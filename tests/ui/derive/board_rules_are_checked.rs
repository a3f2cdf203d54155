// A board described in the rule language is checked by `game!`'s own
// front end: a line of four cannot fit on a 3 x 3 board.
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(board: 3 x 3, moves: place, win: line(4), draw: full, start: Clocked::new)]
pub struct Clocked {
    #[game(board)]
    grid: Grid,
    plies_left: u8,
}

impl Clocked {
    fn new() -> Clocked {
        Clocked { grid: Grid::start(), plies_left: 6 }
    }
}

fn main() {}
