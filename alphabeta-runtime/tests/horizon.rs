//! The solver never claims a value it has not proved: a line longer than
//! the searcher's ply limit is cut, and a value that rests on a cut line
//! is unknown (with the bounds that were proved), never a draw.

use alphabeta_runtime::params::MAX_PLY;
use alphabeta_runtime::score::{loss_in, win_in};
use alphabeta_runtime::{Game, MoveList, Outcome, SearchOptions, Searcher, Side, Solution};

/// A walk of [`LENGTH`] steps, longer than the searcher follows: the player
/// who takes the last step wins. At the start, the first player may also
/// stop the walk for a draw, or win at once, when the position allows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Walk {
    steps: u16,
    to_move: Side,
    /// The first move may stop the walk, drawn.
    may_stop: bool,
    /// The first move may win.
    may_win: bool,
    ended: Option<Outcome>,
}

/// The steps of the walk: the second player takes the last.
const LENGTH: u16 = 2 * MAX_PLY as u16;

const STEP: u8 = 0;
const STOP: u8 = 1;
const WIN: u8 = 2;

impl Walk {
    fn with(may_stop: bool, may_win: bool) -> Walk {
        Walk {
            steps: 0,
            to_move: Side::First,
            may_stop,
            may_win,
            ended: None,
        }
    }
}

impl Game for Walk {
    type Move = u8;
    type Moves = MoveList<u8, 3>;

    fn start() -> Self {
        Walk::with(false, false)
    }
    fn side_to_move(&self) -> Side {
        self.to_move
    }
    fn outcome(&self) -> Option<Outcome> {
        self.ended
    }
    fn generate(&self, moves: &mut Self::Moves) {
        moves.push(STEP);
        if self.steps == 0 && self.may_stop {
            moves.push(STOP);
        }
        if self.steps == 0 && self.may_win {
            moves.push(WIN);
        }
    }
    fn play(&self, mv: u8) -> Self {
        let mut next = *self;
        next.to_move = self.to_move.opponent();
        match mv {
            STOP => next.ended = Some(Outcome::Draw),
            WIN => next.ended = Some(Outcome::Win(self.to_move)),
            _ => {
                next.steps += 1;
                if next.steps == LENGTH {
                    next.ended = Some(Outcome::Win(self.to_move));
                }
            }
        }
        next
    }
    fn hash_key(&self) -> u64 {
        self.hash_from_scratch()
    }
    fn hash_from_scratch(&self) -> u64 {
        let ended = match self.ended {
            None => 0,
            Some(Outcome::Draw) => 1,
            Some(Outcome::Win(side)) => 2 + side.index() as u64,
        };
        u64::from(self.steps) << 8
            | ended << 4
            | u64::from(self.may_stop) << 3
            | u64::from(self.may_win) << 2
            | self.to_move.index() as u64
    }
    /// Never a step at its end, not even a loss-making one: the walk's
    /// only cost is its length.
    fn evaluate(&self) -> i32 {
        0
    }
}

/// The solver's answers, strong and weak, with the proof's own search and
/// with the general one (no tactics), which both cut lines.
fn answers(position: &Walk) -> Vec<(Solution, &'static str)> {
    let mut answers = Vec::new();
    for (tactics, name) in [(true, "proof"), (false, "general")] {
        let options = SearchOptions {
            hash_mib: 4,
            tactics,
            ..SearchOptions::default()
        };
        let mut searcher = Searcher::<Walk>::new(options);
        answers.push((searcher.solve(position).value, name));
        searcher.clear();
        answers.push((searcher.solve_weak(position).value, name));
        searcher.clear();
        answers.push((searcher.solve_value(position, false), name));
    }
    answers
}

#[test]
fn a_walk_past_the_ply_limit_is_unknown_not_a_draw() {
    for (value, search) in answers(&Walk::start()) {
        assert_eq!(
            value,
            Solution::Unknown {
                lower: loss_in(1),
                upper: win_in(1)
            },
            "{search}"
        );
        assert_eq!(value.to_string(), "unknown");
        assert!(!value.is_known());
    }
}

#[test]
fn a_draw_in_hand_bounds_an_unknown_value() {
    // The first player may stop for a draw: at least a draw, proved; the
    // walk itself (lost, as it happens) is past the limit.
    for (value, search) in answers(&Walk::with(true, false)) {
        let Solution::Unknown { lower, upper } = value else {
            panic!("{search}: {value}");
        };
        assert_eq!(lower, 0, "{search}: {value}");
        assert_eq!(upper, win_in(1), "{search}: {value}");
        assert_eq!(value.to_string(), "unknown, at least draw");
    }
}

#[test]
fn a_short_win_is_proved_beside_a_long_line() {
    for (value, search) in answers(&Walk::with(true, true)) {
        assert!(matches!(value, Solution::Win(1)), "{search}: {value}");
    }
}

#[test]
fn an_unknown_value_has_no_best_move() {
    let mut searcher = Searcher::<Walk>::new(SearchOptions {
        hash_mib: 4,
        ..SearchOptions::default()
    });
    let solved = searcher.solve(&Walk::with(true, false));
    assert!(!solved.value.is_known());
    assert_eq!(solved.best_move, None);
    assert!(solved.pv.is_empty());
    assert!(searcher.stats().cut_lines > 0);
}
