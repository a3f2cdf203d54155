//! Declared rules and hand-written ones in one game.
//!
//! The board is Connect Four's, said in `game!`'s rule language inside the
//! `#[game(...)]` attribute; on top of it, a rule the language has no word
//! for, written in plain Rust: a clock. When it runs out with nobody four in
//! a row, the player with more stones in the centre column wins.
//!
//! Run it with `cargo run --release --example mixed_rules`.

use alphabeta::runtime::{solve, Outcome, Side, Solution};
use alphabeta::Game;

/// Connect Four on 5 x 4 against a clock of `plies_left` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(
    // The board, as `game!` would declare it: the derive declares `Grid`
    // from these sections, and every rule not named below is Grid's.
    board: 5 x 4,
    moves: drop,
    win: line(4),
    draw: full,
    // The rules of our own.
    start: Timed::new,
    play: Timed::drop_and_tick,
    outcome: Timed::adjudicate,
)]
pub struct Timed {
    #[game(board)]
    grid: Grid,
    plies_left: u8,
    #[game(hash)]
    hash: u64,
}

/// The clock at the start.
const PLIES: u8 = 12;

impl Timed {
    fn new() -> Timed {
        Timed::with_clock(PLIES)
    }

    fn with_clock(plies_left: u8) -> Timed {
        let position = Timed {
            grid: Grid::start(),
            plies_left,
            hash: 0,
        };
        Timed {
            hash: position.hash_from_scratch(),
            ..position
        }
    }

    /// The declared move, then one tick of the clock.
    fn drop_and_tick(&mut self, column: u8) {
        self.grid = self.grid.play(column);
        self.plies_left -= 1;
    }

    /// The declared end conditions first; when the clock runs out, the centre column decides.
    fn adjudicate(&self) -> Option<Outcome> {
        self.grid.outcome().or_else(|| {
            (self.plies_left == 0).then(|| {
                let count = |side| {
                    (0..Grid::HEIGHT)
                        .filter(|&row| self.grid.stone(Grid::WIDTH / 2, row) == Some(side))
                        .count()
                };
                match count(Side::First).cmp(&count(Side::Second)) {
                    core::cmp::Ordering::Greater => Outcome::Win(Side::First),
                    core::cmp::Ordering::Less => Outcome::Win(Side::Second),
                    core::cmp::Ordering::Equal => Outcome::Draw,
                }
            })
        })
    }
}

fn main() {
    // A short clock hands the game to whoever fills the centre column
    // first; a long one leaves Connect Four's own value.
    println!("Connect Four on 5 x 4, solved with and without a clock:\n");
    let value = |solution: Solution| match solution {
        Solution::Win(n) => format!("the first player wins in {n} plies"),
        Solution::Loss(n) => format!("the second player wins in {n} plies"),
        Solution::Draw => "a draw".to_string(),
        unknown => format!("{unknown}"),
    };
    println!(
        "  no clock (Grid alone): {}",
        value(solve(&Grid::start()).value)
    );
    for clock in 3..=8 {
        let solved = solve(&Timed::with_clock(clock));
        println!("  a clock of {clock:>2} plies:  {}", value(solved.value));
    }
}
