//! The searcher: negamax alpha-beta with every classic refinement.
//!
//! # How a search runs
//!
//! [`Searcher::search`] deepens iteratively, one ply at a time. Each iteration
//! is a fail-soft negamax alpha-beta search:
//!
//! - **Principal variation search.** The first move of a node is searched with
//!   the full window; every later move first with a null window `(α, α+1)`,
//!   which only asks "is it better?". Only a move that says yes is searched
//!   again with the full window.
//! - **Aspiration windows.** From [`ASPIRATION_MIN_DEPTH`] on, an iteration
//!   starts with a narrow window around the previous score. When the score
//!   falls outside, the window widens on that side and the iteration runs again.
//! - **The transposition table** remembers bounds and best moves, so a position
//!   reached twice is searched once, and the previous iteration's best move is
//!   tried first.
//! - **Move ordering**: the table's move, then the game's hints, then killers
//!   and history (see [`crate::ordering`]).
//! - **Quiescence search** carries on past the horizon over noisy moves, and a
//!   **one-reply extension** searches forced positions a ply deeper, both
//!   answers to the horizon problem.
//! - **Mate-distance scores**: a result is "win in N plies" (see
//!   [`crate::score`]), so the fastest win and the slowest loss are preferred.
//!
//! Nothing here allocates: move buffers, order keys, killers, history, the
//! triangular PV table and the transposition table are all allocated when the
//! searcher is built. The search is deterministic: the same position, options
//! and limits give the same move, score and node count.
//!
//! Node kinds are marker types with associated consts, so the PV and
//! non-PV versions of the search are separate monomorphized functions.
//!
//! # Files
//!
//! - `options.rs`: what a search may use and how long it may run
//!   ([`SearchOptions`], [`Limits`]).
//! - `report.rs`: what it reports ([`SearchResult`], [`Iteration`], [`Stats`], [`Line`]).
//! - `deepening.rs`: iterative deepening, aspiration windows and the limits.
//! - `negamax.rs`: the alpha-beta search of one node, with PVS, the table,
//!   tactics and extensions.
//! - `order.rs`: the glue to move ordering: order keys, and what a cutoff teaches.
//! - `plausibility.rs`: Floyd's plausibility search, depth spent by the
//!   plausibility of the moves.
//! - `proof.rs`: the solver's null-window proof, the same search as the
//!   general node's proof copy with less code (the nodes that mark
//!   themselves busy for other threads excepted).
//! - `quiescence.rs`: the search past the horizon.
//! - `reductions.rs`: late-move reductions and null-move pruning.
//! - `futility.rs`: reverse futility, futility and late-move pruning.
//! - `repetition.rs`: repetition draws, from the game's history and the search path.
//! - `strategy.rs`: the solver's check of a claimed proof on the lines as
//!   played, where a repetition loses for its maker.
//! - `threads.rs`: Lazy SMP, the helper threads of a searcher.
//! - `busy.rs`: the positions the threads are searching, so that they
//!   defer each other's.

mod busy;
mod deepening;
mod futility;
mod horizon;
mod negamax;
mod options;
mod order;
mod plausibility;
mod proof;
mod quiescence;
mod reductions;
mod repetition;
mod report;
mod strategy;
mod threads;

pub(crate) use negamax::ProofNode;
pub use options::{Limits, SearchOptions};
pub use plausibility::{Plausibility, PlausibilityError};
pub use report::{per_second, Iteration, Line, SearchResult, Stats};
pub(crate) use threads::Task;

use crate::ordering::{History, Killers};
use crate::params::{EVAL_CACHE_ENTRIES, MAX_HISTORY, MAX_PLY};
use crate::score::{self, Score};
use crate::tt::TranspositionTable;
use crate::{Game, GameEval, MoveBuffer, Outcome, SearchEvaluator};
use busy::Busy;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;
use threads::Helpers;

/// A buffer with one slot per ply, of a length the compiler knows: once a
/// node has checked `ply < MAX_PLY`, indexing by `ply` and `ply + 1` needs
/// no bounds check.
pub(crate) type PerPly<T, const N: usize> = Box<[T; N]>;

/// A [`PerPly`] buffer with every slot `value`, on the heap (at
/// construction, never during a search).
fn per_ply<T: Clone, const N: usize>(value: T) -> PerPly<T, N> {
    vec![value; N]
        .try_into()
        .unwrap_or_else(|_| unreachable!("the vector has N slots"))
}

/// The searcher, generic over the game and the evaluator. Build it once and
/// reuse it: building allocates, searching does not.
///
/// ```
/// use alphabeta_runtime::{tree::Tree, Limits, SearchOptions, Searcher};
///
/// let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap().leak();
/// let mut searcher = Searcher::new(SearchOptions::default());
/// let result = searcher.search_with(&tree.root(), &Limits::depth(2), |it| {
///     println!("depth {} score {} pv {:?}", it.depth, it.score, it.pv);
/// });
/// assert_eq!((result.score, result.best_move), (3, Some(0)));
/// ```
pub struct Searcher<G: Game, E: SearchEvaluator<G> = GameEval> {
    pub(crate) options: SearchOptions,
    pub(crate) evaluator: E,
    pub(crate) tt: Arc<TranspositionTable>,
    pub(crate) killers: Killers<G::Move>,
    pub(crate) history: History,
    /// One move buffer per ply.
    pub(crate) moves: PerPly<G::Moves, { MAX_PLY + 1 }>,
    /// Order keys, `G::Moves::CAPACITY` per ply.
    pub(crate) keys: Vec<i64>,
    /// The hints of one ply's moves, while its order keys are made.
    pub(crate) hints: Vec<i32>,
    /// The triangular PV table: row `ply` holds the line from `ply` on.
    pub(crate) pv: Vec<G::Move>,
    pub(crate) pv_len: PerPly<usize, { MAX_PLY + 1 }>,
    /// Extensions (one-reply and check) made on the line to each ply.
    pub(crate) extensions: PerPly<u32, { MAX_PLY + 2 }>,
    /// Per ply: the node was reached by a move the tactics kept, so its side
    /// to move has no win in one and need not look for it.
    pub(crate) no_win_in_one: PerPly<bool, { MAX_PLY + 2 }>,
    /// The keys of the game's positions before the root, oldest first
    /// (capacity [`MAX_HISTORY`]); only for [`Game::REPETITION_DRAWS`].
    pub(crate) game_keys: Vec<u64>,
    /// The key of the position at each ply of the search path.
    pub(crate) path_keys: PerPly<u64, { MAX_PLY + 1 }>,
    pub(crate) stats: Stats,
    /// The player a proof scores its cut lines against (`horizon.rs`).
    pub(crate) cuts_against: crate::Side,
    /// The ply at which a proof cuts its lines: [`MAX_PLY`], or less while
    /// the solver deepens its proofs (`horizon.rs`).
    pub(crate) proof_horizon: usize,
    /// Whether a proof scores a repetition that loses for its maker by the
    /// rule's verdict on its line, for a claim the solver then checks
    /// (`strategy.rs`); else as a cut line (`horizon.rs`).
    pub(crate) repetition_verdicts: bool,
    /// Under [`Searcher::repetition_verdicts`], the lowest ply of the path
    /// that a repetition found below the present node reached back to.
    pub(crate) repetition_floor: usize,
    /// The last strategy the solver checked in which the side to move at
    /// its root wins: the root's key, what the strategy is sure of, and
    /// its move there (`solve.rs`).
    pub(crate) checked_root: Option<(u64, Score, G::Move)>,
    pub(crate) seldepth: usize,
    // Limits of the running search.
    pub(crate) stopped: bool,
    pub(crate) node_limit: u64,
    pub(crate) deadline: Option<Instant>,
    pub(crate) stop_flag: Option<Arc<AtomicBool>>,
    pub(crate) next_check: u64,
    /// 0 for a searcher's own thread, `1..threads` for its helpers.
    pub(crate) helper: usize,
    /// The thread's lane of the table: its own near region, where the
    /// table has room for one per thread. `tt.lane(helper)`, kept so that
    /// a node does not divide to find it.
    pub(crate) lane: usize,
    /// The helper threads of a searcher with more than one thread.
    pub(crate) helpers: Option<Helpers<G>>,
    /// The helpers' task of the running search, until it is handed out.
    pub(crate) offered: Option<Task<G>>,
    /// Whether the helpers have a task of the running search.
    pub(crate) helpers_busy: bool,
    /// With more than one thread, the positions near the root that the
    /// threads are searching, shared by all of them.
    pub(crate) busy: Option<Arc<Busy>>,
    /// Per ply, the picks (indices into the ply's moves) put off because
    /// another thread was searching them; `G::Moves::CAPACITY` per ply.
    pub(crate) deferred: Vec<u16>,
    /// Where the line passed, for null-move pruning (`reductions.rs`).
    pub(crate) null_moves: reductions::NullMoves,
    /// The evaluation cache ([`SearchOptions::eval_cache`]): per slot, a
    /// position's key and its clamped evaluation, or [`NO_EVAL`]; empty
    /// when the option is off.
    eval_cache: Vec<(u64, Score)>,
}

/// An evaluation cache slot that holds nothing: no clamped evaluation is
/// this low.
const NO_EVAL: Score = Score::MIN;

impl<G: Game> Searcher<G, GameEval> {
    /// A searcher with the game's own evaluation.
    #[must_use]
    pub fn new(options: SearchOptions) -> Self {
        Self::with_evaluator(options, GameEval)
    }
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// A searcher with a replacement evaluator. With more than one thread,
    /// each helper thread gets a clone of it.
    pub fn with_evaluator(options: SearchOptions, evaluator: E) -> Self {
        let tt = Arc::new(TranspositionTable::with_lanes(
            if options.tt { options.hash_mib } else { 0 },
            options.huge_pages,
            options.threads,
        ));
        let busy = (options.threads > 1).then(|| Arc::new(Busy::new()));
        let helpers = (1..options.threads)
            .map(|helper| {
                let mut searcher = Self::build(options, evaluator.clone(), Arc::clone(&tt), helper);
                searcher.busy.clone_from(&busy);
                searcher
            })
            .collect::<Vec<_>>();
        let mut searcher = Self::build(options, evaluator, tt, 0);
        searcher.busy = busy;
        if !helpers.is_empty() {
            searcher.helpers = Some(Helpers::start(helpers));
        }
        searcher
    }

    /// The searcher of thread `helper` (0 for the searcher's own), on `tt`.
    fn build(
        options: SearchOptions,
        evaluator: E,
        tt: Arc<TranspositionTable>,
        helper: usize,
    ) -> Self {
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        Self {
            options,
            evaluator,
            lane: tt.lane(helper),
            tt,
            killers: Killers::new(),
            history: History::new(),
            moves: per_ply(G::Moves::default()),
            keys: vec![0; (MAX_PLY + 1) * capacity],
            hints: vec![0; capacity],
            pv: vec![G::Move::default(); (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: per_ply(0),
            extensions: per_ply(0),
            no_win_in_one: per_ply(false),
            game_keys: Vec::with_capacity(MAX_HISTORY),
            path_keys: per_ply(0),
            stats: Stats::default(),
            cuts_against: crate::Side::First,
            proof_horizon: MAX_PLY,
            repetition_verdicts: false,
            repetition_floor: usize::MAX,
            checked_root: None,
            seldepth: 0,
            stopped: false,
            node_limit: u64::MAX,
            deadline: None,
            stop_flag: None,
            next_check: 0,
            helper,
            helpers: None,
            offered: None,
            helpers_busy: false,
            busy: None,
            deferred: if options.threads > 1 {
                vec![0; (MAX_PLY + 1) * capacity]
            } else {
                Vec::new()
            },
            null_moves: reductions::NullMoves::new(),
            eval_cache: if options.eval_cache {
                vec![(0, NO_EVAL); EVAL_CACHE_ENTRIES]
            } else {
                Vec::new()
            },
        }
    }

    /// The options the searcher was built with.
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// The evaluator.
    pub fn evaluator(&self) -> &E {
        &self.evaluator
    }

    /// The evaluator, mutably. It may come back changed, so the
    /// evaluation cache ([`SearchOptions::eval_cache`]) forgets what it
    /// held.
    pub fn evaluator_mut(&mut self) -> &mut E {
        self.forget_evaluations();
        &mut self.evaluator
    }

    /// Empties the evaluation cache ([`SearchOptions::eval_cache`]).
    pub(crate) fn forget_evaluations(&mut self) {
        self.eval_cache.fill((0, NO_EVAL));
    }

    /// The evaluator's score of `position`, clamped below the mate scores,
    /// and counted in [`Stats::evaluations`].
    #[inline]
    pub(crate) fn evaluate(&mut self, position: &G) -> Score {
        self.stats.evaluations += 1;
        if self.eval_cache.is_empty() {
            return score::clamp_eval(self.evaluator.evaluate(position));
        }
        let key = position.hash_key();
        // The length is a power of two: the mask keeps the index in range.
        let slot = key as usize & (self.eval_cache.len() - 1);
        let (held, value) = self.eval_cache[slot];
        if held == key && value != NO_EVAL {
            return value;
        }
        let value = score::clamp_eval(self.evaluator.evaluate(position));
        self.eval_cache[slot] = (key, value);
        value
    }

    /// The transposition table.
    pub fn tt(&self) -> &TranspositionTable {
        &self.tt
    }

    /// Counters of the last search or solve.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Forgets everything learned (the transposition table, killers,
    /// history, the evaluation cache, the helper threads' too) and the
    /// game's history given by [`Searcher::set_history`]. Call it between
    /// unrelated games; searches of the same game gain from keeping them.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers.clear();
        self.history.clear();
        self.forget_evaluations();
        self.game_keys.clear();
        if let Some(helpers) = &self.helpers {
            helpers.forget();
        }
    }

    /// The score of a finished game at `ply`, for the side to move in `position`.
    #[inline]
    pub(crate) fn outcome_score(&self, position: &G, outcome: Outcome, ply: usize) -> Score {
        match outcome.sign_for(position.side_to_move()) {
            0 => 0,
            1 => score::win_in(ply as u32),
            _ => score::loss_in(ply as u32),
        }
    }
}
