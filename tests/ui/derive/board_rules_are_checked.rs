// The mistake: `line(4)` on a 3 x 3 board, in a derived game's rules. A
// board described in the rule language is checked by `game!`'s own front
// end, with the same messages.
// Corrected:   #[game(board: 3 x 3, moves: place, win: line(3), draw: full, start: Clocked::new)]
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
