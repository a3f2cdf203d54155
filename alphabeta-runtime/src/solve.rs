//! The exact solver: the game-theoretic value of a position, by null-window
//! tests that bisect the score range, on the searcher's own machinery.
//!
//! A null-window search `(v - 1, v)` answers one question, "is the value at
//! least `v`?", and answers it far faster than a full-window search because
//! almost every node cuts off. The solver keeps an interval `[min, max]` known
//! to hold the value and asks about a point inside it until the interval
//! closes. It asks about the draw first (is it a win? a loss?), then bisects
//! the distance to the end of the game. Fail-soft results often close more
//! than half the interval at once, and the transposition table carries what
//! one question learned into the next. The search runs to the end of the game
//! ([`SOLVE_DEPTH`]), so no evaluation is ever trusted.
//!
//! With the table and the game's tactics, a null-window test runs the
//! proof's own search (`search/proof.rs`): the general node's proof, node
//! for node, in less code.
//!
//! Large proofs also look up, before a node searches its moves, whether a
//! child's table entry already refutes the node (enhanced transposition
//! cutoffs, for games whose children's keys are known without playing the
//! moves: [`Game::keys_after`]); `params.rs` says where that pays. Near
//! the end of the game, where the game knows how near
//! ([`Game::max_remaining_plies`]), a proof node leaves the table alone:
//! its subtree is smaller than the table's misses would cost
//! ([`PROOF_TABLE_MIN_PLIES_LEFT`]).
//!
//! [`PROOF_TABLE_MIN_PLIES_LEFT`]: crate::params::PROOF_TABLE_MIN_PLIES_LEFT

use crate::params::{SOLVE_DEPTH, SOLVE_HASH_MIB};
use crate::score::{self, Score, ScoreKind};
use crate::search::{Line, ProofNode, Task};
use crate::{Game, GameEval, Limits, MoveBuffer, SearchEvaluator, SearchOptions, Searcher};

/// A game-theoretic value, from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solution {
    /// The side to move wins; with perfect play the game ends after this many plies.
    Win(u32),
    /// The side to move loses; with perfect play the game ends after this many plies.
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

impl Solution {
    /// The value from a root-relative score.
    #[must_use]
    pub fn from_score(score: Score) -> Solution {
        match ScoreKind::of(score) {
            ScoreKind::Win(n) => Solution::Win(n),
            ScoreKind::Loss(n) => Solution::Loss(n),
            ScoreKind::Eval(_) => Solution::Draw,
        }
    }

    /// The value as a root-relative score.
    #[must_use]
    pub fn to_score(self) -> Score {
        match self {
            Solution::Win(n) => score::win_in(n),
            Solution::Loss(n) => score::loss_in(n),
            Solution::Draw => 0,
        }
    }
}

impl core::fmt::Display for Solution {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Solution::Win(n) => write!(f, "win {n}"),
            Solution::Loss(n) => write!(f, "loss {n}"),
            Solution::Draw => f.write_str("draw"),
        }
    }
}

/// What the solver found.
#[derive(Clone, Copy, Debug)]
pub struct Solved<G: Game> {
    /// The value.
    pub value: Solution,
    /// A move that achieves it (`None` when the game is over).
    pub best_move: Option<G::Move>,
    /// A line of best play to the end of the game (only with
    /// [`Searcher::solve`]; empty from [`Searcher::solve_weak`]).
    pub pv: Line<G::Move>,
    /// Nodes searched to find the value and best move (not the line).
    pub nodes: u64,
}

/// Solves `position` with a fresh searcher, one thread and a
/// [`SOLVE_HASH_MIB`] table.
pub fn solve<G: Game>(position: &G) -> Solved<G> {
    solve_with(
        position,
        SearchOptions {
            hash_mib: SOLVE_HASH_MIB,
            ..SearchOptions::default()
        },
    )
}

/// Solves `position` with a fresh searcher built with `options`, such as
/// more [`threads`](SearchOptions::threads) or a larger table. To solve
/// several positions, build one [`Searcher`] and reuse it instead.
pub fn solve_with<G: Game>(position: &G, options: SearchOptions) -> Solved<G> {
    Searcher::<G, GameEval>::new(options).solve(position)
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// The exact value of `position` (win or loss in N plies, or draw), a
    /// best move, and a line of best play. The game must be finite.
    pub fn solve(&mut self, position: &G) -> Solved<G> {
        let mut solved = self.solve_full(position, false);
        if solved.best_move.is_some() {
            solved.pv = self.principal_line(position, solved.value.to_score());
        }
        solved
    }

    /// Only whether `position` is a win, a draw or a loss: one null-window
    /// test each side of the draw. The distance in a `Win(n)` or `Loss(n)`
    /// is a bound, not exact.
    pub fn solve_weak(&mut self, position: &G) -> Solved<G> {
        self.solve_full(position, true)
    }

    /// Only the value of `position` (only its sign if `weak`), with no move
    /// and no line: the least work that answers "who wins, and when?". The
    /// nodes it took are in [`Searcher::stats`].
    pub fn solve_value(&mut self, position: &G, weak: bool) -> Solution {
        Solution::from_score(self.solved_score(position, weak))
    }

    fn solve_full(&mut self, position: &G, weak: bool) -> Solved<G> {
        let value = self.solved_score(position, weak);
        let nodes = self.stats.nodes;
        Solved {
            value: Solution::from_score(value),
            // Without moves (and in a finished game, where none may be
            // generated) there is no move to keep the value.
            best_move: if position.outcome().is_some() {
                None
            } else {
                self.move_keeping(position, value)
            },
            pv: Line::new(),
            nodes,
        }
    }

    /// The root-relative score of the value (a bound of the right sign if
    /// `weak`). The helper threads, if any, bisect alongside.
    fn solved_score(&mut self, position: &G, weak: bool) -> Score {
        self.begin(&Limits::none(), None);
        if let Some(outcome) = position.outcome() {
            return self.outcome_score(position, outcome, 0);
        }
        if self.root_moves(position).as_slice().is_empty() {
            return self.outcome_score(position, position.no_moves(), 0);
        }
        self.offer_task(Task::Solve {
            position: *position,
            weak,
        });
        let score = self.bisect(position, weak);
        self.recall_helpers();
        score
    }

    /// The null-window tests that close in on the value of `position`, a
    /// live position with moves; [`Searcher::begin`] has armed the limits,
    /// which only a helper thread has (it returns 0 when stopped).
    pub(crate) fn bisect(&mut self, position: &G, weak: bool) -> Score {
        // Every result lies at least a ply away, and no farther than the
        // rules allow.
        let farthest = position
            .max_remaining_plies()
            .map_or(score::MAX_DISTANCE as u32, |n| n.max(1));
        let (mut min, mut max) = (score::loss_in(1), score::win_in(1));
        while min < max {
            let probe = if weak {
                // Only the sign: is it at least a draw, and is it a win?
                match (min.signum(), max.signum()) {
                    (1, _) | (_, -1) | (0, 0) => break,
                    (-1, _) => -1,
                    _ => 0,
                }
            } else {
                next_probe(min, max, farthest)
            };
            // Is the value greater than `probe`?
            let result = self.null_window_proof(position, 0, probe + 1);
            if self.stopped {
                return 0;
            }
            if result > probe {
                min = result;
                if min > 0 {
                    min = min.max(score::win_in(farthest));
                }
            } else {
                max = result;
                if max < 0 {
                    max = max.min(score::loss_in(farthest));
                }
            }
        }
        if weak {
            weak_score(min, max)
        } else {
            min
        }
    }

    /// Whether the value of `position` at `ply` is at least `beta`: a
    /// fail-soft null-window search `(beta - 1, beta)` to the end of the
    /// game. With the table and the game's tactics, by the proof's own
    /// search (which hands the nodes near the root to the general one
    /// while other threads search); else by the general one.
    fn null_window_proof(&mut self, position: &G, ply: usize, beta: Score) -> Score {
        if self.lean_proofs() {
            self.prove::<true>(position, ply, beta)
        } else {
            self.negamax::<ProofNode>(position, SOLVE_DEPTH, ply, beta - 1, beta)
        }
    }

    /// A move of `position` whose child is worth `value` (a root-relative
    /// score) to the side to move, found by one null-window test per move.
    /// With `value` exact, some move always qualifies; with a weak value, the
    /// first move that keeps its sign.
    fn move_keeping(&mut self, position: &G, value: Score) -> Option<G::Move> {
        let moves = self.root_moves(position);
        // The children are searched at ply 1: below this position.
        self.enter_path(position, 0);
        let wanted = value;
        let mut fallback = None;
        for &mv in moves.as_slice() {
            let child = position.play(mv);
            let score = if let Some(outcome) = child.outcome() {
                let s = self.outcome_score(&child, outcome, 1);
                if child.side_to_move() == position.side_to_move() {
                    s
                } else {
                    -s
                }
            } else if child.side_to_move() == position.side_to_move() {
                self.null_window_proof(&child, 1, wanted)
            } else {
                -self.null_window_proof(&child, 1, -wanted + 1)
            };
            if score >= wanted {
                return Some(mv);
            }
            fallback.get_or_insert(mv);
        }
        fallback
    }

    /// A line of best play from `position`, whose value is `value`: at each
    /// step, a move that keeps the value.
    fn principal_line(&mut self, position: &G, value: Score) -> Line<G::Move> {
        let nodes = self.stats.nodes;
        let mut line = Line::new();
        let mut pos = *position;
        let mut value = value;
        while pos.outcome().is_none() && line.len() < crate::params::MAX_PLY {
            let Some(mv) = self.move_keeping(&pos, value) else {
                break;
            };
            let child = pos.play(mv);
            // The child's value, from its own side to move, one ply nearer the end.
            let shifted = score::to_tt(value, 1);
            value = if child.side_to_move() == pos.side_to_move() {
                shifted
            } else {
                -shifted
            };
            line.push(mv);
            pos = child;
        }
        self.stats.nodes = nodes;
        line
    }
}

/// The point to test inside `[min, max)`.
///
/// The search is cheapest when asked about results near the draw, and a
/// question about a far-off result is answered with the help of what the
/// near ones left in the table. So, like the best Connect Four solvers, the
/// bisection leans towards the draw: it measures a result by how many of the
/// `farthest` plies are left over when the game ends (a win on the last
/// possible ply is 1, a draw 0, a loss negative), and tests halfway between
/// the middle and the draw.
fn next_probe(min: Score, max: Score, farthest: u32) -> Score {
    let lo = slack(min, farthest);
    let hi = slack(max, farthest);
    let mut mid = lo + (hi - lo) / 2;
    if mid <= 0 && lo / 2 < mid {
        mid = lo / 2;
    } else if mid >= 0 && hi / 2 > mid {
        mid = hi / 2;
    }
    from_slack(mid, farthest).clamp(min, max - 1)
}

/// A score as the plies to spare when the game ends: positive for wins,
/// negative for losses, 0 for the draw (and for every evaluation).
fn slack(score: Score, farthest: u32) -> i32 {
    let spare = |plies: u32| farthest as i32 + 1 - plies as i32;
    match ScoreKind::of(score) {
        ScoreKind::Win(n) => spare(n).max(1),
        ScoreKind::Loss(n) => -spare(n).max(1),
        ScoreKind::Eval(_) => 0,
    }
}

/// The score with `slack` plies to spare.
fn from_slack(slack: i32, farthest: u32) -> Score {
    let plies = |s: i32| (farthest as i32 + 1 - s.abs()).max(1) as u32;
    match slack {
        0 => 0,
        s if s > 0 => score::win_in(plies(s)),
        s => score::loss_in(plies(s)),
    }
}

fn weak_score(min: Score, max: Score) -> Score {
    if min > 0 {
        min
    } else if max < 0 {
        max
    } else {
        0
    }
}
