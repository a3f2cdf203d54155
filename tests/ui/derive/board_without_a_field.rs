// The mistake: `board:` in the attribute, and no field holding the board.
// The derive declares the board's type, and a field marked
// `#[game(board)]` holds it.
// Corrected:   #[game(board)] grid: Grid,   (a field to add)
use alphabeta::runtime::Side;
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(board: 3 x 3, moves: place, win: line(3), draw: full, start: Clocked::new)]
pub struct Clocked {
    plies_left: u8,
    to_move: Side,
}

impl Clocked {
    fn new() -> Clocked {
        Clocked { plies_left: 6, to_move: Side::First }
    }
}

fn main() {}
