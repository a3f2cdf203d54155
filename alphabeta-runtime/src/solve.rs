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
//! A line longer than the searcher keeps ([`MAX_PLY`] plies) is cut, and a
//! cut line has no value: each test then runs with the cuts scored against
//! the side it would prove right, and where neither way proves anything the
//! value is [`Solution::Unknown`], with the bounds that were proved
//! (`search/horizon.rs`). Where a repetition loses for whoever makes it
//! (Go's superko) and neither answer is proved so, a test that takes the
//! rule's verdict on each line answers instead, once the claimed winner's
//! strategy is played out against every reply on the lines as played
//! (`search/strategy.rs`). A game that bounds a position's result before
//! the game ends ([`Game::DECIDES_EARLY`]) is solved for who wins only, as
//! [`Searcher::solve_weak`] does.
//!
//! [`PROOF_TABLE_MIN_PLIES_LEFT`]: crate::params::PROOF_TABLE_MIN_PLIES_LEFT
//! [`MAX_PLY`]: crate::params::MAX_PLY

use crate::params::{FIRST_PROOF_HORIZON, MAX_PLY, SOLVE_DEPTH, SOLVE_HASH_MIB};
use crate::score::{self, Score, ScoreKind};
use crate::search::{Line, ProofNode, Task};
use crate::{
    Game, GameEval, Limits, MoveBuffer, RepetitionEnd, SearchEvaluator, SearchOptions, Searcher,
};

/// A game-theoretic value, from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solution {
    /// The side to move wins; with perfect play the game ends after this many plies.
    Win(u32),
    /// The side to move loses; with perfect play the game ends after this many plies.
    Loss(u32),
    /// Neither side can force a win.
    Draw,
    /// Not proved: a line ran longer than the searcher can follow (the
    /// ply limit cut it). The value lies from `lower` to `upper`,
    /// root-relative scores ([`crate::score`]) of what was proved:
    /// `score::loss_in(1)` and `score::win_in(1)` when nothing was.
    Unknown {
        /// The least the value can be.
        lower: Score,
        /// The most the value can be.
        upper: Score,
    },
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

    /// The value proved to lie from `lower` to `upper` (root-relative
    /// scores): exact when they meet; only its sign if `weak`, where a
    /// bound on the right side of the draw is enough; else unknown.
    #[must_use]
    pub fn from_bounds(lower: Score, upper: Score, weak: bool) -> Solution {
        if lower == upper {
            return Solution::from_score(lower);
        }
        if weak {
            if lower > 0 {
                return Solution::from_score(lower);
            }
            if upper < 0 {
                return Solution::from_score(upper);
            }
            if lower == 0 && upper == 0 {
                return Solution::Draw;
            }
            // Only the sign was asked for: the bounds say only that much.
            return Solution::Unknown {
                lower: if lower >= 0 { 0 } else { score::loss_in(1) },
                upper: if upper <= 0 { 0 } else { score::win_in(1) },
            };
        }
        Solution::Unknown { lower, upper }
    }

    /// The value as a root-relative score; the lower bound of an unknown one.
    #[must_use]
    pub fn to_score(self) -> Score {
        match self {
            Solution::Win(n) => score::win_in(n),
            Solution::Loss(n) => score::loss_in(n),
            Solution::Draw => 0,
            Solution::Unknown { lower, .. } => lower,
        }
    }

    /// Whether the value is proved (not [`Solution::Unknown`]).
    #[must_use]
    pub fn is_known(self) -> bool {
        !matches!(self, Solution::Unknown { .. })
    }
}

/// A bound of an unknown value as a person reads it: "win in 7", "draw".
fn write_bound(f: &mut core::fmt::Formatter<'_>, bound: Score) -> core::fmt::Result {
    match ScoreKind::of(bound) {
        ScoreKind::Eval(0) => f.write_str("draw"),
        kind => write!(f, "{kind}"),
    }
}

impl core::fmt::Display for Solution {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Solution::Win(n) => write!(f, "win {n}"),
            Solution::Loss(n) => write!(f, "loss {n}"),
            Solution::Draw => f.write_str("draw"),
            // "unknown", "unknown, at least draw", "unknown, at least
            // loss in 9, at most win in 4".
            Solution::Unknown { lower, upper } => {
                f.write_str("unknown")?;
                if lower > score::loss_in(1) {
                    f.write_str(", at least ")?;
                    write_bound(f, lower)?;
                }
                if upper < score::win_in(1) {
                    f.write_str(", at most ")?;
                    write_bound(f, upper)?;
                }
                Ok(())
            }
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
    /// best move, and a line of best play; [`Solution::Unknown`] when a
    /// line runs past the ply limit. In a game that decides positions
    /// early ([`Game::DECIDES_EARLY`]), only who wins, as
    /// [`Searcher::solve_weak`].
    pub fn solve(&mut self, position: &G) -> Solved<G> {
        let mut solved = self.solve_full(position, G::DECIDES_EARLY);
        if solved.best_move.is_some() && !G::DECIDES_EARLY {
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
        let weak = weak || G::DECIDES_EARLY;
        let (lower, upper) = self.solved_bounds(position, weak);
        Solution::from_bounds(lower, upper, weak)
    }

    fn solve_full(&mut self, position: &G, weak: bool) -> Solved<G> {
        let (lower, upper) = self.solved_bounds(position, weak);
        let value = Solution::from_bounds(lower, upper, weak);
        let nodes = self.stats.nodes;
        Solved {
            value,
            // Without moves (and in a finished game, where none may be
            // generated) there is no move to keep the value, and none
            // keeps a value that is not known.
            best_move: if position.outcome().is_some() || !value.is_known() {
                None
            } else {
                self.move_keeping(position, lower)
            },
            pv: Line::new(),
            nodes,
        }
    }

    /// The root-relative bounds proved on the value: equal when it is
    /// exact; of the right sign if `weak` and the sign was proved. The
    /// helper threads, if any, bisect alongside.
    fn solved_bounds(&mut self, position: &G, weak: bool) -> (Score, Score) {
        self.begin(&Limits::none(), None);
        self.checked_root = None;
        if let Some(outcome) = position.outcome() {
            let score = self.outcome_score(position, outcome, 0);
            return (score, score);
        }
        if self.root_moves(position).as_slice().is_empty() {
            let score = self.outcome_score(position, position.no_moves(), 0);
            return (score, score);
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
    /// which only a helper thread has. The bounds proved: they meet when
    /// the value is exact (or, if `weak`, once its sign is known), and stay
    /// apart when a test could prove neither answer (a line was cut) or
    /// the search was stopped.
    pub(crate) fn bisect(&mut self, position: &G, weak: bool) -> (Score, Score) {
        // Every result lies at least a ply away, and no farther than the
        // rules allow.
        let farthest = position
            .max_remaining_plies()
            .map_or(score::MAX_DISTANCE as u32, |n| n.max(1));
        let (min, max) = (score::loss_in(1), score::win_in(1));
        self.narrow(position, weak, farthest, (min, max), true)
    }

    /// Closes in on the value of `position`, known to lie in `[min, max]`,
    /// by tests inside that range; the bounds proved. Where a test proves
    /// neither answer, the tests below it may still raise the lower bound,
    /// and those above it lower the upper one: if `split`, each side is
    /// narrowed on its own until its own first unanswered test.
    fn narrow(
        &mut self,
        position: &G,
        weak: bool,
        farthest: u32,
        (mut min, mut max): (Score, Score),
        split: bool,
    ) -> (Score, Score) {
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
            let Some(result) = self.proved_test(position, probe) else {
                if split && !self.stopped {
                    // Each side's bound is proved on its own; the range
                    // each side assumes only guides its tests.
                    let (below, _) = self.narrow(position, weak, farthest, (min, probe), false);
                    let (_, above) = self.narrow(position, weak, farthest, (probe + 1, max), false);
                    return (below, above);
                }
                break;
            };
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
        (min, max)
    }

    /// Whether the value of `position` is greater than `probe`: the
    /// fail-soft result of a test whose answer is proved (above `probe`
    /// for yes), or `None` when it proves neither answer, or was stopped.
    /// The cut lines, if any, are scored first against the side to move,
    /// so that a yes is proved, then against the opponent, so that a no is.
    /// Where a repetition loses for its maker and neither answer is proved
    /// so, the answer of a test that takes the rule's verdict, once the
    /// strategy it found is checked ([`Searcher::checked_test`]).
    fn proved_test(&mut self, position: &G, probe: Score) -> Option<Score> {
        let answer = self.within_proof_horizons(position, |searcher| {
            searcher.proved_test_within(position, probe)
        });
        if answer.is_some() || self.stopped || G::REPETITION.end != RepetitionEnd::MoverLoses {
            return answer;
        }
        self.checked_test(position, probe)
    }

    /// Whether the value of `position` is greater than `probe`, by a test
    /// whose proofs score each repetition by the rule's verdict on their
    /// own line: an answer believed only once the claimed winner's
    /// strategy, as the table names it, holds on every line as played
    /// (`search/strategy.rs`), which may take as many nodes as the test
    /// did. The result is what that strategy is sure of. The table is
    /// cleared before the test, so that the strategy is the test's own,
    /// and after the check, since what the test stored may hold only on
    /// the line that found it; helper threads, which would read it, are
    /// recalled first.
    fn checked_test(&mut self, position: &G, probe: Score) -> Option<Score> {
        self.recall_helpers();
        // The claim's strategy is read from the table: the moves of the
        // proofs that scored repetitions as cut lines would mix into it.
        self.tt.clear();
        self.repetition_verdicts = true;
        let before = self.stats.nodes;
        let claim = self.within_proof_horizons(position, |searcher| {
            searcher.proved_test_within(position, probe)
        });
        self.repetition_verdicts = false;
        // The check may take as many nodes again as the claim did.
        let budget = self.stats.nodes - before;
        let answer = claim.and_then(|result| {
            let mover = position.side_to_move();
            let proved = result > probe;
            let winner = if proved { mover } else { mover.opponent() };
            // What the winner's claim needs, from his view: a win (1), or
            // at least a draw (0).
            let need = if proved { probe + 1 } else { -probe };
            let (sure, first) =
                self.strategy_value(position, (winner, need.signum().max(0)), budget)?;
            if let Some(mv) = first.filter(|_| sure > probe) {
                self.checked_root = Some((position.hash_key(), sure, mv));
            }
            (if proved { sure > probe } else { sure <= probe }).then_some(sure)
        });
        self.tt.clear();
        answer
    }

    /// `test`'s answer at the first [proof horizon](first_proof_horizon)
    /// where it has one, deepening by half again each time up to
    /// [`MAX_PLY`]: `None` when it has none there either, or was stopped.
    /// Every bound a shallow test stores is true (the cut lines score
    /// against the player whose claim it tests), so a deeper test starts
    /// from what the shallower ones proved.
    pub(crate) fn within_proof_horizons<T>(
        &mut self,
        position: &G,
        mut test: impl FnMut(&mut Self) -> Option<T>,
    ) -> Option<T> {
        let mut horizon = first_proof_horizon(position);
        loop {
            self.proof_horizon = horizon;
            let answer = test(self);
            if answer.is_some() || self.stopped || horizon >= MAX_PLY {
                self.proof_horizon = MAX_PLY;
                return answer;
            }
            horizon = (horizon + horizon / 2).min(MAX_PLY);
        }
    }

    /// [`Searcher::proved_test`] with lines cut at the present proof horizon.
    fn proved_test_within(&mut self, position: &G, probe: Score) -> Option<Score> {
        let mover = position.side_to_move();
        let cuts = self.stats.cut_lines;
        self.cuts_against = mover;
        let result = self.null_window_proof(position, 0, probe + 1);
        if self.stopped {
            return None;
        }
        if result > probe || self.stats.cut_lines == cuts {
            return Some(result);
        }
        self.cuts_against = mover.opponent();
        let result = self.null_window_proof(position, 0, probe + 1);
        (!self.stopped && result <= probe).then_some(result)
    }

    /// Whether the value of `position` at `ply` is at least `beta`: a
    /// fail-soft null-window search `(beta - 1, beta)` to the end of the
    /// game. With the table and the game's tactics, by the proof's own
    /// search (which hands the nodes near the root to the general one
    /// while other threads search); else by the general one.
    pub(crate) fn null_window_proof(&mut self, position: &G, ply: usize, beta: Score) -> Score {
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
    /// A strategy the solver checked at `position` gives its move at once.
    fn move_keeping(&mut self, position: &G, value: Score) -> Option<G::Move> {
        if let Some((key, sure, mv)) = self.checked_root {
            if key == position.hash_key() && sure >= value {
                return Some(mv);
            }
        }
        self.within_proof_horizons(position, |searcher| {
            searcher.move_keeping_within(position, value)
        })
    }

    /// [`Searcher::move_keeping`] with lines cut at the present proof
    /// horizon.
    fn move_keeping_within(&mut self, position: &G, value: Score) -> Option<G::Move> {
        let moves = self.root_moves(position);
        // A move is proved to keep the value with the cut lines against
        // the player who plays it; one that is not, only while none was cut.
        self.cuts_against = position.side_to_move();
        let cuts = self.stats.cut_lines;
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
        fallback.filter(|_| self.stats.cut_lines == cuts)
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

/// The ply at which the solver's first test of `position` cuts its lines:
/// [`MAX_PLY`] where the rules end every line before it, so that no line
/// is cut; else [`FIRST_PROOF_HORIZON`], deepened by half again each time
/// a test proves neither answer (`horizon.rs`).
fn first_proof_horizon<G: Game>(position: &G) -> usize {
    match position.max_remaining_plies() {
        Some(plies) if plies as usize <= MAX_PLY => MAX_PLY,
        _ => FIRST_PROOF_HORIZON,
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
