// The rule language and hand-written rules in one game: tic-tac-toe's board
// declared in the attribute, and a rule of one's own on top (the game is a
// draw after six plies). Every rule not named comes from the board.
use alphabeta::runtime::notation::position_to_string;
use alphabeta::runtime::{solve, Notation, Outcome, Solution};
use alphabeta::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(
    board: 3 x 3,
    moves: place,
    win: line(3),
    draw: full,
    start: Short::new,
    play: Short::place_and_tick,
    outcome: Short::winner_or_time,
)]
pub struct Short {
    #[game(board)]
    grid: Grid,
    plies_left: u8,
    #[game(hash)]
    hash: u64,
}

impl Short {
    fn new() -> Short {
        Short { grid: Grid::start(), plies_left: 6, hash: 0 }
    }

    fn place_and_tick(&mut self, cell: u8) {
        self.grid = self.grid.play(cell);
        self.plies_left -= 1;
    }

    fn winner_or_time(&self) -> Option<Outcome> {
        self.grid
            .outcome()
            .or((self.plies_left == 0).then_some(Outcome::Draw))
    }
}

fn main() {
    let start = Short::start();
    assert_eq!(solve(&start).value, Solution::Draw);
    // X has two in a row and O none: X wins on the fifth ply, before time.
    let position = Short::start().play(0).play(4).play(1).play(8);
    assert_eq!(solve(&position).value, Solution::Win(1));
    assert_eq!(position.hash_key(), position.hash_from_scratch());
    // Moves in the board's notation; the board field as its board string.
    assert_eq!(Short::parse_move(&position, "c1"), Ok(2));
    let text = position_to_string(&position);
    assert_eq!(text, "..O/.O./XX. X 2");
    assert_eq!(Short::parse_position(&text), Ok(position));
}
