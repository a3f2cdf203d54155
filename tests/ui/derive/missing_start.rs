// The mistake: no `start:`. A board in the rule language gives the moves,
// the play and the end, but not where the rest of the position starts (here
// the clock): the derive needs a function that makes the start position.
// Corrected:   #[game(board: 3 x 3, moves: place, win: line(3), draw: full, start: Clocked::new)]
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(board: 3 x 3, moves: place, win: line(3), draw: full)]
pub struct Clocked {
    #[game(board)]
    grid: Grid,
    plies_left: u8,
}

fn main() {}
