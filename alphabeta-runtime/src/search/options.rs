//! What a search may use ([`SearchOptions`]) and how long it may run ([`Limits`]).

use super::Plausibility;
use crate::params::DEFAULT_HASH_MIB;
#[cfg(doc)]
use crate::params::MAX_SEARCH_DEPTH;
#[cfg(doc)]
use crate::Game;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// Which refinements the searcher uses. Every one of them leaves the value of
/// a fixed-depth search unchanged except `quiescence` and `extensions`, which
/// search deeper on purpose, and `reductions`, `null_move`,
/// `check_extension`, `futility` and `exchanges`, which search less or more
/// on purpose
/// (off by default); the differential tests check exactly that.
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
    /// Search threads (Lazy SMP): the searcher's own and `threads - 1`
    /// helpers, started when the searcher is built, sharing its table. `1`
    /// (or `0`) searches on the calling thread alone, deterministically.
    pub threads: usize,
    /// Back a large table with huge pages where the OS allows it (see
    /// [`TranspositionTable::new`](crate::tt::TranspositionTable::new)).
    pub huge_pages: bool,
    /// Iterative deepening: search depth 1, 2, 3, … up to the limit, each
    /// iteration ordering the next through the table. Off, a search with a
    /// depth limit goes straight to that depth (a search without one still
    /// deepens, or it could not stop in time).
    pub deepening: bool,
    /// Floyd's plausibility search ([`Plausibility`]): depth is spent by the
    /// plausibility of the moves ([`Game::plausibility`]) instead of by
    /// plies, and each iteration lowers the threshold. `None` searches by
    /// plies.
    pub plausibility: Option<Plausibility>,
    /// Late-move reductions: a quiet move late in a node's order is
    /// probed at a reduced depth first, and searched at full depth only if
    /// it beats alpha there. It changes a fixed-depth value (it searches
    /// less on purpose); never in the solver's proofs. Off by default, on
    /// in [`SearchOptions::timed`].
    pub reductions: bool,
    /// Null-move pruning, in games that can pass for the search
    /// ([`Game::null_move`]): a node whose side to move still holds beta
    /// after passing, at a reduced depth, is cut. Like `reductions`, it
    /// changes a fixed-depth value; never in proofs. Off by default, on in
    /// [`SearchOptions::timed`].
    pub null_move: bool,
    /// The check extension: a move that leaves the opponent in check
    /// ([`Game::is_in_check`]) is searched a ply deeper, so that a line of
    /// checks is followed to its end rather than cut by the horizon. It
    /// shares the one-reply extension's bound per line
    /// ([`MAX_ONE_REPLY_EXTENSIONS`](crate::params::MAX_ONE_REPLY_EXTENSIONS)),
    /// and is never used in a proof. With it, a side in check in
    /// quiescence answers with every move instead of standing pat. Like
    /// `reductions`, it changes a fixed-depth value: off by default, on in
    /// [`SearchOptions::timed`].
    pub check_extension: bool,
    /// Pruning at the frontier by the static evaluation: reverse futility,
    /// futility and late-move pruning (`search/futility.rs`), near the
    /// horizon, off the principal variation, where the game can pass for
    /// the search ([`Game::null_move`]). Like `reductions`, it changes a
    /// fixed-depth value: never in proofs, off by default, on in
    /// [`SearchOptions::timed`].
    pub futility: bool,
    /// Quiescence skips the captures that lose material by the static
    /// exchange on their target cell ([`Game::losing_capture`]), unless the
    /// side to move is in check. Like `futility`, it changes a fixed-depth
    /// value: off by default, on in [`SearchOptions::timed`].
    pub exchanges: bool,
    /// A small table of static evaluations by position key
    /// ([`EVAL_CACHE_ENTRIES`](crate::params::EVAL_CACHE_ENTRIES) per
    /// thread, made with the searcher): a position evaluated again, by the
    /// next iteration or through a transposition, is read back instead.
    /// It pays for an evaluation that costs more than a look-up (a tuned
    /// one counts every feature); it assumes the evaluator gives a position
    /// the same score every time, and is emptied by
    /// [`Searcher::clear`](crate::Searcher::clear) and when
    /// [`Searcher::evaluator_mut`](crate::Searcher::evaluator_mut) hands the
    /// evaluator out. It changes no score, only how often the evaluator is
    /// asked: off by default, so that an evaluator's own counts stay those
    /// of the search; on in [`SearchOptions::timed`].
    pub eval_cache: bool,
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
            threads: 1,
            huge_pages: true,
            deepening: true,
            plausibility: None,
            reductions: false,
            null_move: false,
            check_extension: false,
            futility: false,
            exchanges: false,
            eval_cache: false,
        }
    }
}

impl SearchOptions {
    /// The options for play to a time or to a number of nodes (`play`,
    /// `analyze`, the engine protocols, `match`): the defaults with the
    /// selective search on, late-move reductions and null-move pruning,
    /// which reach deeper in the same time (STUDY.md, "Reductions").
    #[must_use]
    pub fn timed() -> Self {
        Self {
            reductions: true,
            null_move: true,
            check_extension: true,
            futility: true,
            exchanges: true,
            eval_cache: true,
            ..Self::default()
        }
    }

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
            threads: 1,
            huge_pages: true,
            deepening: true,
            plausibility: None,
            reductions: false,
            null_move: false,
            check_extension: false,
            futility: false,
            exchanges: false,
            eval_cache: false,
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
