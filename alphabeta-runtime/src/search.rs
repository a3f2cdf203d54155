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

use crate::ordering::{order_key, pick_best, History, Killers, TT_MOVE_KEY};
use crate::params::{
    ASPIRATION_DELTA, ASPIRATION_MIN_DEPTH, DEFAULT_HASH_MIB, MAX_ONE_REPLY_EXTENSIONS, MAX_PLY,
    MAX_SEARCH_DEPTH, NODES_BETWEEN_CHECKS, SOLVE_DEPTH,
};
use crate::score::{self, clamp_eval, is_decisive, Score, INFINITY, WIN};
use crate::tt::TranspositionTable;
use crate::{Evaluator, Game, GameEval, MoveBuffer, Outcome, PackedMove};
use core::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Which refinements the searcher uses. Every one of them leaves the value of
/// a fixed-depth search unchanged except `quiescence` and `extensions`, which
/// search deeper on purpose; the differential tests check exactly that.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Transposition table size in MiB (allocated once, when the searcher is built).
    pub hash_mib: usize,
    /// Use the transposition table.
    pub tt: bool,
    /// Principal variation search: null-window probes after the first move.
    pub pvs: bool,
    /// Aspiration windows around the previous iteration's score.
    pub aspiration: bool,
    /// Killer moves per ply.
    pub killers: bool,
    /// The history heuristic.
    pub history: bool,
    /// The game's ordering hints, [`Game::move_priority`].
    pub hints: bool,
    /// Quiescence search over noisy moves at the horizon.
    pub quiescence: bool,
    /// The one-reply extension.
    pub extensions: bool,
    /// The game's tactics, [`Game::winning_move`] and
    /// [`Game::retain_non_losing`]: wins in one are taken without search,
    /// and moves that lose at once are never searched. Like an extension, it
    /// sees past the horizon, so it can change a fixed-depth value.
    pub tactics: bool,
    /// One table entry for a position and its mirror image, in games that
    /// have a mirror symmetry ([`Game::MIRROR`]).
    pub symmetry: bool,
}

impl Default for SearchOptions {
    fn default() -> Self {
        Self {
            hash_mib: DEFAULT_HASH_MIB,
            tt: true,
            pvs: true,
            aspiration: true,
            killers: true,
            history: true,
            hints: true,
            quiescence: true,
            extensions: true,
            tactics: true,
            symmetry: true,
        }
    }
}

impl SearchOptions {
    /// Everything off: plain fail-soft alpha-beta in generation order, the
    /// textbook algorithm.
    #[must_use]
    pub fn plain() -> Self {
        Self {
            hash_mib: 0,
            tt: false,
            pvs: false,
            aspiration: false,
            killers: false,
            history: false,
            hints: false,
            quiescence: false,
            extensions: false,
            tactics: false,
            symmetry: false,
        }
    }
}

/// When a search must stop; whichever limit comes first wins. With no limit
/// at all, a search runs to [`MAX_SEARCH_DEPTH`] or until a result is proven.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// The deepest iteration.
    pub depth: Option<u32>,
    /// Stop after about this many nodes (checked at every node).
    pub nodes: Option<u64>,
    /// Stop after this much wall-clock time (checked every few thousand nodes).
    pub time: Option<Duration>,
    /// Stop when another thread sets this flag.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// No limit.
    #[must_use]
    pub fn none() -> Self {
        Self::default()
    }
    /// Search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Self {
        Self::none().and_depth(depth)
    }
    /// Search about `nodes` nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Self {
        Self::none().and_nodes(nodes)
    }
    /// Search for `time`.
    #[must_use]
    pub fn time(time: Duration) -> Self {
        Self::none().and_time(time)
    }
    /// Adds a depth limit.
    #[must_use]
    pub fn and_depth(mut self, depth: u32) -> Self {
        self.depth = Some(depth);
        self
    }
    /// Adds a node limit.
    #[must_use]
    pub fn and_nodes(mut self, nodes: u64) -> Self {
        self.nodes = Some(nodes);
        self
    }
    /// Adds a time limit.
    #[must_use]
    pub fn and_time(mut self, time: Duration) -> Self {
        self.time = Some(time);
        self
    }
    /// Adds an external stop flag.
    #[must_use]
    pub fn and_stop(mut self, stop: Arc<AtomicBool>) -> Self {
        self.stop = Some(stop);
        self
    }
}

/// A line of moves in a fixed-capacity buffer (no heap), such as a principal
/// variation. It dereferences to a slice.
#[derive(Clone, Copy)]
pub struct Line<M> {
    len: usize,
    moves: [M; MAX_PLY],
}

impl<M: PackedMove> Line<M> {
    /// An empty line.
    #[must_use]
    pub fn new() -> Self {
        Self {
            len: 0,
            moves: [M::default(); MAX_PLY],
        }
    }

    pub(crate) fn set(&mut self, moves: &[M]) {
        let n = moves.len().min(MAX_PLY);
        self.moves[..n].copy_from_slice(&moves[..n]);
        self.len = n;
    }

    pub(crate) fn push(&mut self, mv: M) {
        if self.len < MAX_PLY {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }
}

impl<M: PackedMove> Default for Line<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M> core::ops::Deref for Line<M> {
    type Target = [M];
    fn deref(&self) -> &[M] {
        &self.moves[..self.len]
    }
}

impl<M: fmt::Debug> fmt::Debug for Line<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.moves[..self.len]).finish()
    }
}

/// Counters of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes visited: calls of the search function, quiescence included.
    pub nodes: u64,
    /// The part of `nodes` visited by quiescence search.
    pub qnodes: u64,
    /// Transposition-table probes.
    pub tt_probes: u64,
    /// Probes that found the position.
    pub tt_hits: u64,
    /// Nodes that failed high (a move reached beta).
    pub beta_cutoffs: u64,
    /// Of those, the ones where the first move searched did it.
    pub first_move_cutoffs: u64,
}

impl Stats {
    /// The share of cutoffs made by the first move: the quality of move
    /// ordering (1.0 is perfect).
    #[must_use]
    pub fn first_move_cutoff_rate(&self) -> f64 {
        if self.beta_cutoffs == 0 {
            0.0
        } else {
            self.first_move_cutoffs as f64 / self.beta_cutoffs as f64
        }
    }
}

/// What the callback hears after each completed iteration.
#[derive(Debug)]
pub struct Iteration<'a, G: Game> {
    /// The iteration's nominal depth.
    pub depth: u32,
    /// The deepest ply reached, extensions and quiescence included.
    pub seldepth: u32,
    /// The score, from the side to move at the root.
    pub score: Score,
    /// Nodes so far in this search.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time so far.
    pub elapsed: Duration,
    /// Transposition table fill, per mille.
    pub tt_fill_permille: u32,
    /// Effective branching factor: this iteration's nodes over the previous one's.
    pub ebf: f64,
    /// The principal variation.
    pub pv: &'a [G::Move],
}

/// The result of a search.
#[derive(Clone, Copy, Debug)]
pub struct SearchResult<G: Game> {
    /// The best move of the last completed iteration (or, if none completed,
    /// the best-ordered legal move); `None` when the game is over.
    pub best_move: Option<G::Move>,
    /// Its score, from the side to move.
    pub score: Score,
    /// The last completed iteration's depth (0 if none completed).
    pub depth: u32,
    /// The principal variation.
    pub pv: Line<G::Move>,
    /// Counters.
    pub stats: Stats,
    /// Time taken.
    pub elapsed: Duration,
}

/// Node kinds, as marker types: the compiler makes one copy of the search per kind.
pub(crate) trait NodeKind {
    /// On the principal variation: searched with an open window.
    const PV: bool;
}
pub(crate) struct PvNode;
pub(crate) struct NonPvNode;
impl NodeKind for PvNode {
    const PV: bool = true;
}
impl NodeKind for NonPvNode {
    const PV: bool = false;
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
pub struct Searcher<G: Game, E: Evaluator<G> = GameEval> {
    pub(crate) options: SearchOptions,
    pub(crate) evaluator: E,
    pub(crate) tt: TranspositionTable,
    killers: Killers<G::Move>,
    history: History,
    /// One move buffer per ply.
    moves: Vec<G::Moves>,
    /// Order keys, `G::Moves::CAPACITY` per ply.
    keys: Vec<i64>,
    /// The hints of one ply's moves, while its order keys are made.
    hints: Vec<i32>,
    /// The triangular PV table: row `ply` holds the line from `ply` on.
    pv: Vec<G::Move>,
    pv_len: Vec<usize>,
    /// One-reply extensions made on the line to each ply.
    extensions: Vec<u32>,
    /// Per ply: the node was reached by a move the tactics kept, so its side
    /// to move has no win in one and need not look for it.
    no_win_in_one: Vec<bool>,
    pub(crate) stats: Stats,
    seldepth: usize,
    // Limits of the running search.
    pub(crate) stopped: bool,
    node_limit: u64,
    deadline: Option<Instant>,
    stop_flag: Option<Arc<AtomicBool>>,
    next_check: u64,
}

impl<G: Game> Searcher<G, GameEval> {
    /// A searcher with the game's own evaluation.
    #[must_use]
    pub fn new(options: SearchOptions) -> Self {
        Self::with_evaluator(options, GameEval)
    }
}

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    /// A searcher with a replacement evaluator.
    pub fn with_evaluator(options: SearchOptions, evaluator: E) -> Self {
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        Self {
            options,
            evaluator,
            tt: TranspositionTable::new(if options.tt { options.hash_mib } else { 0 }),
            killers: Killers::new(),
            history: History::new(),
            moves: vec![G::Moves::default(); MAX_PLY + 1],
            keys: vec![0; (MAX_PLY + 1) * capacity],
            hints: vec![0; capacity],
            pv: vec![G::Move::default(); (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: vec![0; MAX_PLY + 1],
            extensions: vec![0; MAX_PLY + 2],
            no_win_in_one: vec![false; MAX_PLY + 2],
            stats: Stats::default(),
            seldepth: 0,
            stopped: false,
            node_limit: u64::MAX,
            deadline: None,
            stop_flag: None,
            next_check: 0,
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

    /// The evaluator, mutably.
    pub fn evaluator_mut(&mut self) -> &mut E {
        &mut self.evaluator
    }

    /// The transposition table.
    pub fn tt(&self) -> &TranspositionTable {
        &self.tt
    }

    /// Counters of the last search or solve.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Forgets everything learned: the transposition table, killers, history.
    /// Call it between unrelated games; searches of the same game gain from
    /// keeping them.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers.clear();
        self.history.clear();
    }

    /// Searches `position` within `limits`.
    pub fn search(&mut self, position: &G, limits: &Limits) -> SearchResult<G> {
        self.search_with(position, limits, |_| {})
    }

    /// Searches `position` within `limits`, calling `on_iteration` after
    /// every completed iteration.
    pub fn search_with(
        &mut self,
        position: &G,
        limits: &Limits,
        mut on_iteration: impl FnMut(&Iteration<'_, G>),
    ) -> SearchResult<G> {
        let start = Instant::now();
        self.begin(limits, start);
        let mut result = SearchResult {
            best_move: None,
            score: 0,
            depth: 0,
            pv: Line::new(),
            stats: Stats::default(),
            elapsed: Duration::ZERO,
        };

        if let Some(outcome) = position.outcome() {
            result.score = self.outcome_score(position, outcome, 0);
            return self.finish(result, start);
        }
        self.moves[0].clear();
        position.generate(&mut self.moves[0]);
        let Some(&fallback) = self.moves[0].as_slice().first() else {
            result.score = self.outcome_score(position, position.no_moves(), 0);
            return self.finish(result, start);
        };
        result.best_move = Some(self.best_hinted(position, fallback));

        let max_depth = limits
            .depth
            .unwrap_or(MAX_SEARCH_DEPTH)
            .clamp(1, MAX_SEARCH_DEPTH);
        let mut previous_nodes = 0;
        for depth in 1..=max_depth {
            let score = self.aspiration_search(position, depth as i32, result.score);
            if self.stopped {
                break;
            }
            result.depth = depth;
            result.score = score;
            result.pv.set(&self.pv[..self.pv_len[0]]);
            if let Some(&mv) = result.pv.first() {
                result.best_move = Some(mv);
            }
            let elapsed = start.elapsed();
            let nodes = self.stats.nodes;
            on_iteration(&Iteration {
                depth,
                seldepth: self.seldepth as u32,
                score,
                nodes,
                nps: per_second(nodes, elapsed),
                elapsed,
                tt_fill_permille: if self.options.tt {
                    self.tt.fill_permille()
                } else {
                    0
                },
                ebf: if previous_nodes == 0 {
                    0.0
                } else {
                    nodes as f64 / previous_nodes as f64
                },
                pv: &result.pv,
            });
            previous_nodes = nodes;
            // A result proven within the horizon cannot change with depth.
            if is_decisive(score) && (WIN - score.abs()) as u32 <= depth {
                break;
            }
        }
        self.finish(result, start)
    }

    /// Resets the per-search state and arms the limits.
    pub(crate) fn begin(&mut self, limits: &Limits, start: Instant) {
        self.stats = Stats::default();
        self.seldepth = 0;
        self.extensions[0] = 0;
        self.stopped = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time.map(|t| start + t);
        self.stop_flag.clone_from(&limits.stop);
        self.next_check = NODES_BETWEEN_CHECKS;
        if self.options.tt {
            self.tt.new_search();
        }
        if self
            .stop_flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
    }

    fn finish(&mut self, mut result: SearchResult<G>, start: Instant) -> SearchResult<G> {
        result.stats = self.stats;
        result.elapsed = start.elapsed();
        result
    }

    /// The root move the game's hints like best, for a search stopped before
    /// its first iteration completed.
    fn best_hinted(&self, position: &G, fallback: G::Move) -> G::Move {
        let mut best = (position.move_priority(fallback), fallback);
        for &mv in self.moves[0].as_slice() {
            let hint = position.move_priority(mv);
            if hint > best.0 {
                best = (hint, mv);
            }
        }
        best.1
    }

    /// One iteration, with an aspiration window when it pays.
    fn aspiration_search(&mut self, position: &G, depth: i32, previous: Score) -> Score {
        let use_window = self.options.aspiration
            && depth as u32 >= ASPIRATION_MIN_DEPTH
            && !is_decisive(previous);
        if !use_window {
            return self.negamax::<PvNode>(position, depth, 0, -INFINITY, INFINITY);
        }
        let mut delta = ASPIRATION_DELTA;
        let mut alpha = (previous - delta).max(-INFINITY);
        let mut beta = (previous + delta).min(INFINITY);
        loop {
            let score = self.negamax::<PvNode>(position, depth, 0, alpha, beta);
            if self.stopped {
                return score;
            }
            delta = delta.saturating_mul(2);
            if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
        }
    }

    /// Whether a limit has been reached; looks at the clock and the flag
    /// only every [`NODES_BETWEEN_CHECKS`] nodes.
    #[inline]
    pub(crate) fn should_stop(&mut self) -> bool {
        if self.stats.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.stats.nodes >= self.next_check {
            self.next_check = self.stats.nodes + NODES_BETWEEN_CHECKS;
            if self.deadline.is_some_and(|d| Instant::now() >= d)
                || self
                    .stop_flag
                    .as_ref()
                    .is_some_and(|f| f.load(Ordering::Relaxed))
            {
                self.stopped = true;
            }
        }
        self.stopped
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

    /// Searches `child` of a node whose side to move is `parent_side`, and
    /// returns its score from the parent's side: negated only when the turn
    /// passed, so games without alternating turns search correctly.
    #[inline]
    fn search_child<N: NodeKind>(
        &mut self,
        parent: &G,
        child: &G,
        depth: i32,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        if child.side_to_move() == parent.side_to_move() {
            self.negamax::<N>(child, depth, ply, alpha, beta)
        } else {
            -self.negamax::<N>(child, depth, ply, -beta, -alpha)
        }
    }

    /// The fail-soft negamax alpha-beta search of `position` at `ply`, with
    /// `depth` plies left (or [`SOLVE_DEPTH`]: to the end of the game).
    pub(crate) fn negamax<N: NodeKind>(
        &mut self,
        position: &G,
        mut depth: i32,
        ply: usize,
        mut alpha: Score,
        mut beta: Score,
    ) -> Score {
        let nodes_before = self.stats.nodes;
        self.stats.nodes += 1;
        // Taken first, so that a flag is never left for a later caller.
        let parent_filtered = core::mem::take(&mut self.no_win_in_one[ply]);
        if N::PV {
            self.pv_len[ply] = 0;
        }
        if ply > 0 && self.should_stop() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if let Some(outcome) = position.outcome() {
            return self.outcome_score(position, outcome, ply);
        }
        if ply >= MAX_PLY {
            return clamp_eval(self.evaluator.evaluate(position));
        }
        if depth <= 0 {
            return self.quiescence(position, ply, alpha, beta);
        }

        let tactics = self.options.tactics && G::KNOWS_TACTICS;
        let (key, mirrored) = self.table_key(position);
        if self.options.tt {
            // The probe below is usually a miss in every cache; start the
            // load now, so that it overlaps the tactics.
            self.tt.prefetch(key);
        }
        // Tactics first: a win in one needs no search. Below a node that
        // applied them there is none to find: that node kept only moves
        // after which the opponent, to move here, cannot win at once.
        if tactics && !parent_filtered {
            if let Some(mv) = position.winning_move() {
                if N::PV {
                    self.update_pv(ply, mv);
                }
                return score::win_in(ply as u32 + 1);
            }
        }

        // Mate-distance pruning: no result can come sooner than the rules
        // allow. The root of a search always searches, so that it names a
        // move; the solver's null-window probes may stop at the root too.
        let root = ply == 0 && N::PV;
        if !root {
            alpha = alpha.max(score::loss_in(ply as u32));
            beta = beta.min(self.earliest_win(position, ply, tactics));
            if alpha >= beta {
                return alpha;
            }
        }

        // With tactics, the moves come before the table: a node whose every
        // move loses at once needs no probe, and most probes miss the cache.
        if tactics {
            if let Some(score) = self.generate_non_losing::<N>(position, ply) {
                return score;
            }
            // No move searched lets the opponent win at once.
            if !root {
                alpha = alpha.max(Self::latest_loss(position, ply));
                if alpha >= beta {
                    return alpha;
                }
            }
        }

        let mut tt_move = None;
        if self.options.tt {
            self.stats.tt_probes += 1;
            if let Some(entry) = self.tt.probe(key) {
                self.stats.tt_hits += 1;
                tt_move = entry
                    .mv
                    .map(|bits| mirror_if::<G>(mirrored, G::Move::from_bits(bits)));
                if !N::PV && !root && entry.depth as i32 >= depth.min(SOLVE_DEPTH) {
                    let lower = score::from_tt(entry.lower, ply as u32);
                    let upper = score::from_tt(entry.upper, ply as u32);
                    if lower >= beta {
                        return lower;
                    }
                    if upper <= alpha {
                        return upper;
                    }
                    if lower == upper {
                        return lower;
                    }
                }
            }
        }

        if !tactics {
            self.moves[ply].clear();
            position.generate(&mut self.moves[ply]);
            if self.moves[ply].as_slice().is_empty() {
                return self.outcome_score(position, position.no_moves(), ply);
            }
        }
        let count = self.moves[ply].as_slice().len();

        let mut extensions = self.extensions[ply];
        if self.options.extensions
            && count == 1
            && depth < SOLVE_DEPTH
            && extensions < MAX_ONE_REPLY_EXTENSIONS
        {
            depth += 1;
            extensions += 1;
        }
        self.extensions[ply + 1] = extensions;
        let child_depth = if depth >= SOLVE_DEPTH {
            SOLVE_DEPTH
        } else {
            depth - 1
        };

        if count > 1 {
            self.score_moves(position, ply, tt_move);
        }

        let alpha_orig = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        for i in 0..count {
            let mv = {
                let keys = &mut self.keys[ply * capacity..ply * capacity + count];
                pick_best(self.moves[ply].as_mut_slice(), keys, i)
            };
            let child = position.play(mv);
            self.no_win_in_one[ply + 1] = tactics;
            if N::PV {
                // A child searched only by a null-window probe leaves no line
                // of its own; make sure a sibling's is not taken for it.
                self.pv_len[ply + 1] = 0;
            }
            let score = if i == 0 || !self.options.pvs {
                self.search_child::<N>(position, &child, child_depth, ply + 1, alpha, beta)
            } else {
                let probe = self.search_child::<NonPvNode>(
                    position,
                    &child,
                    child_depth,
                    ply + 1,
                    alpha,
                    alpha + 1,
                );
                if probe > alpha && probe < beta && N::PV {
                    self.search_child::<PvNode>(position, &child, child_depth, ply + 1, alpha, beta)
                } else {
                    probe
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    if N::PV {
                        self.update_pv(ply, mv);
                    }
                    if score >= beta {
                        self.record_cutoff(position, ply, depth, mv, i);
                        break;
                    }
                }
            }
        }

        if self.options.tt {
            let stored = score::to_tt(best, ply as u32);
            let (lower, upper) = if best >= beta {
                (stored, INFINITY)
            } else if best > alpha_orig {
                (stored, stored)
            } else {
                (-INFINITY, stored)
            };
            self.tt.store(
                key,
                depth.max(0) as u32,
                self.stats.nodes - nodes_before,
                lower,
                upper,
                best_move.map(|mv| mirror_if::<G>(mirrored, mv).to_bits()),
            );
        }
        best
    }

    /// The key `position` is filed under in the table, and whether that is
    /// its mirror image's key (so that moves go in and out mirrored): of
    /// the two images, the one with the smaller key.
    #[inline]
    fn table_key(&self, position: &G) -> (u64, bool) {
        let key = position.hash_key();
        if G::MIRROR && self.options.symmetry {
            let mirror = position.mirror_key();
            if mirror < key {
                return (mirror, true);
            }
        }
        (key, false)
    }

    /// Generates the moves of `position` at `ply` and keeps those that do
    /// not hand the opponent a win in one. Returns the node's score if that
    /// settles it: no moves at all, or none that survives.
    fn generate_non_losing<N: NodeKind>(&mut self, position: &G, ply: usize) -> Option<Score> {
        self.moves[ply].clear();
        position.generate(&mut self.moves[ply]);
        if self.moves[ply].as_slice().is_empty() {
            return Some(self.outcome_score(position, position.no_moves(), ply));
        }
        if !position.retain_non_losing(&mut self.moves[ply]) {
            // Whatever we play, the opponent wins on the next ply.
            if N::PV {
                self.name_a_lost_line(position, ply);
            }
            return Some(score::loss_in(ply as u32 + 2));
        }
        None
    }

    /// The legal moves of `position`, generated into the root's buffer and
    /// copied out (no heap, unlike `notation::legal_moves`).
    pub(crate) fn root_moves(&mut self, position: &G) -> G::Moves {
        self.moves[0].clear();
        position.generate(&mut self.moves[0]);
        self.moves[0]
    }

    /// Where every move loses at once, still names a move and the
    /// opponent's reply, so that a PV node has a line.
    fn name_a_lost_line(&mut self, position: &G, ply: usize) {
        self.moves[ply].clear();
        position.generate(&mut self.moves[ply]);
        let mv = self.moves[ply].as_slice()[0];
        self.pv_len[ply + 1] = 0;
        if let Some(reply) = position.play(mv).winning_move() {
            self.update_pv(ply + 1, reply);
        }
        self.update_pv(ply, mv);
    }

    /// The highest score a node at `ply` can have: a win on the spot (a
    /// position without moves can be won, as in othello), or with tactics
    /// (no win in one) three plies on, and no win at all when the game must
    /// end before then.
    #[inline]
    fn earliest_win(&self, position: &G, ply: usize, tactics: bool) -> Score {
        let ply = ply as u32;
        if !tactics {
            return score::win_in(ply);
        }
        let first_win = ply + 3;
        match position.max_remaining_plies() {
            Some(left) if first_win > ply + left => 0,
            _ => score::win_in(first_win),
        }
    }

    /// The lowest score of a node at `ply` whose side to move has no win in
    /// one and plays only moves after which the opponent has none either:
    /// a loss four plies on at the soonest, and no loss at all when the game
    /// must end before then.
    #[inline]
    fn latest_loss(position: &G, ply: usize) -> Score {
        let first_loss = ply as u32 + 4;
        match position.max_remaining_plies() {
            Some(left) if first_loss > ply as u32 + left => 0,
            _ => score::loss_in(first_loss),
        }
    }

    /// Gives every move of `ply` its order key.
    fn score_moves(&mut self, position: &G, ply: usize, tt_move: Option<G::Move>) {
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        let side = position.side_to_move();
        let moves = self.moves[ply].as_slice();
        let keys = &mut self.keys[ply * capacity..ply * capacity + moves.len()];
        let hints = &mut self.hints[..moves.len()];
        if self.options.hints {
            position.move_priorities(moves, hints);
        } else {
            hints.fill(0);
        }
        for ((key, &mv), &hint) in keys.iter_mut().zip(moves).zip(hints.iter()) {
            *key = if Some(mv) == tt_move {
                TT_MOVE_KEY
            } else {
                let killer = if self.options.killers {
                    self.killers.bonus(ply, mv)
                } else {
                    0
                };
                let history = if self.options.history {
                    self.history.score(side, mv)
                } else {
                    0
                };
                order_key(hint, killer, history)
            };
        }
    }

    /// Learns from a beta cutoff: statistics, killers and history.
    fn record_cutoff(&mut self, position: &G, ply: usize, depth: i32, mv: G::Move, index: usize) {
        self.stats.beta_cutoffs += 1;
        if index == 0 {
            self.stats.first_move_cutoffs += 1;
        }
        if position.is_noisy(mv) {
            return;
        }
        if self.options.killers {
            self.killers.record(ply, mv);
        }
        if self.options.history {
            let side = position.side_to_move();
            let bonus = History::bonus(depth.min(64));
            self.history.update(side, mv, bonus);
            // The quiet moves tried before the cutoff failed: push them down.
            for k in 0..index {
                let tried = self.moves[ply].as_slice()[k];
                if !position.is_noisy(tried) {
                    self.history.update(side, tried, -bonus);
                }
            }
        }
    }

    /// Row `ply` of the PV table becomes `mv` followed by row `ply + 1`.
    #[inline]
    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let row = ply * (MAX_PLY + 1);
        let next = (ply + 1) * (MAX_PLY + 1);
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        self.pv[row] = mv;
        self.pv.copy_within(next..next + child_len, row + 1);
        self.pv_len[ply] = child_len + 1;
    }

    /// Quiescence search: the static evaluation ("stand pat"), unless a noisy
    /// move does better. Games that declare no noisy moves just evaluate.
    fn quiescence(&mut self, position: &G, ply: usize, mut alpha: Score, beta: Score) -> Score {
        let stand_pat = clamp_eval(self.evaluator.evaluate(position));
        if !self.options.quiescence || ply >= MAX_PLY || stand_pat >= beta {
            return stand_pat;
        }
        self.moves[ply].clear();
        position.generate_noisy(&mut self.moves[ply]);
        let count = self.moves[ply].as_slice().len();
        if count == 0 {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
        {
            let moves = self.moves[ply].as_slice();
            let keys = &mut self.keys[ply * capacity..ply * capacity + count];
            for (key, &mv) in keys.iter_mut().zip(moves) {
                *key = i64::from(position.move_priority(mv));
            }
        }
        let mut best = stand_pat;
        for i in 0..count {
            let mv = {
                let keys = &mut self.keys[ply * capacity..ply * capacity + count];
                pick_best(self.moves[ply].as_mut_slice(), keys, i)
            };
            let child = position.play(mv);
            self.stats.nodes += 1;
            self.stats.qnodes += 1;
            if self.should_stop() {
                return 0;
            }
            self.seldepth = self.seldepth.max(ply + 1);
            let score = if let Some(outcome) = child.outcome() {
                let s = self.outcome_score(&child, outcome, ply + 1);
                if child.side_to_move() == position.side_to_move() {
                    s
                } else {
                    -s
                }
            } else if child.side_to_move() == position.side_to_move() {
                self.quiescence(&child, ply + 1, alpha, beta)
            } else {
                -self.quiescence(&child, ply + 1, -beta, -alpha)
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// `count` per second of `elapsed`, without dividing by zero.
#[must_use]
pub fn per_second(count: u64, elapsed: Duration) -> u64 {
    let micros = elapsed.as_micros().max(1);
    (u128::from(count) * 1_000_000 / micros) as u64
}

/// `mv`, or its mirror image if `mirrored`.
#[inline]
fn mirror_if<G: Game>(mirrored: bool, mv: G::Move) -> G::Move {
    if mirrored {
        G::mirror_move(mv)
    } else {
        mv
    }
}
