// The mistake: a field marked `#[game(board)]` with no rules for it in the
// attribute. The derive declares the board's type from the rule language,
// so the attribute says what the board is.
// Corrected:   #[game(board: 3 x 3, moves: place, win: line(3), draw: full, start: Clocked::new)]
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(start: Clocked::new)]
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
