//! Iterative deepening: one iteration a ply, each with an aspiration window
//! when it pays, within the limits of the search.

use super::negamax::PvNode;
use super::report::per_second;
use super::threads::Task;
use super::{Iteration, Limits, Line, SearchResult, Searcher, Stats};
use crate::params::{
    ASPIRATION_DELTA, ASPIRATION_MIN_DEPTH, HELPER_NODES_BETWEEN_CHECKS, MAX_SEARCH_DEPTH,
    NODES_BETWEEN_CHECKS,
};
use crate::score::{is_decisive, Score, INFINITY, WIN};
use crate::{Game, MoveBuffer, SearchEvaluator};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
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
        self.begin(limits, Some(start));
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

        let max_depth = self.deepest_iteration(limits);
        self.offer_task(Task::Deepen {
            position: *position,
            depth: max_depth,
        });
        // Odd-numbered helpers search a ply ahead of the main thread.
        let ahead = (self.helper % 2) as u32;
        let mut previous_nodes = 0;
        // Helpers are always given the main thread's deepest depth, so
        // they deepen whatever the option says.
        let first = if limits.depth.is_some() && !self.options.deepening && self.helper == 0 {
            max_depth
        } else {
            1
        };
        for depth in first..=max_depth {
            let iteration = (depth + ahead).min(self.iteration_cap());
            let budget = self.iteration_budget(iteration);
            let score = self.aspiration_search(position, budget, result.score);
            if self.stopped {
                self.keep_unfinished(&mut result);
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
            // Plausibility search has no horizon in plies, so it goes on.
            if is_decisive(score)
                && (WIN - score.abs()) as u32 <= depth
                && self.options.plausibility.is_none()
            {
                break;
            }
        }
        self.finish(result, start)
    }

    /// What an iteration stopped by a limit still says: a root move that
    /// was searched to the end and raised alpha within this iteration's
    /// window (the principal variation is cleared when the root is entered
    /// and set only then) is better at this depth than every root move
    /// searched before it, the last iteration's best among them, since that
    /// one is searched first. It replaces the best move; the depth, score
    /// and line reported stay the last finished iteration's. Only the
    /// searching thread's own iteration counts, never a helper's.
    fn keep_unfinished(&self, result: &mut SearchResult<G>) {
        if self.helper == 0 && self.pv_len[0] > 0 {
            result.best_move = Some(self.pv[0]);
        }
    }

    /// The last iteration `limits` allow: the depth limit, or with
    /// plausibility search the iteration that reaches its threshold.
    fn deepest_iteration(&self, limits: &Limits) -> u32 {
        let cap = self.iteration_cap();
        limits.depth.unwrap_or(cap).clamp(1, cap)
    }

    /// The deepest iteration any search may run.
    fn iteration_cap(&self) -> u32 {
        match self.options.plausibility {
            Some(p) => p.iterations(),
            None => MAX_SEARCH_DEPTH,
        }
    }

    /// The depth an iteration searches: its number in plies, or with
    /// plausibility search its budget.
    fn iteration_budget(&self, iteration: u32) -> i32 {
        match self.options.plausibility {
            Some(p) => p.budget(iteration),
            None => iteration as i32,
        }
    }

    /// Arms `limits` (nodes, time from `start` or now, the stop flag) and
    /// clears a stop: what any search from the outside begins with.
    pub(crate) fn arm(&mut self, limits: &Limits, start: Option<Instant>) {
        self.stopped = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        // The clock is read only for a time limit: a solve has none, and
        // reading it costs a small solve a few cache misses.
        self.deadline = limits.time.map(|t| start.unwrap_or_else(Instant::now) + t);
        self.stop_flag.clone_from(&limits.stop);
        self.next_check = self.check_interval();
    }

    /// Resets the per-search state and arms the limits; a time limit runs
    /// from `start`, or from now if `None`.
    pub(crate) fn begin(&mut self, limits: &Limits, start: Option<Instant>) {
        self.stats = Stats::default();
        self.seldepth = 0;
        self.extensions[0] = 0;
        self.arm(limits, start);
        // The main thread ages the table for every thread.
        if self.options.tt && self.helper == 0 {
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
        self.recall_helpers();
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

    /// Nodes between looks at the limits: [`NODES_BETWEEN_CHECKS`], or
    /// [`HELPER_NODES_BETWEEN_CHECKS`] for a helper thread.
    #[inline]
    fn check_interval(&self) -> u64 {
        if self.helper > 0 {
            HELPER_NODES_BETWEEN_CHECKS
        } else {
            NODES_BETWEEN_CHECKS
        }
    }

    /// Whether a limit has been reached; looks at the clock and the flag
    /// only every [`check_interval`](Self::check_interval) nodes.
    #[inline]
    pub(crate) fn should_stop(&mut self) -> bool {
        if self.stats.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.stats.nodes >= self.next_check {
            self.check_limits();
        }
        self.stopped
    }

    /// The look at the clock, the stop flag and the helpers behind
    /// [`should_stop`](Self::should_stop), once every few thousand nodes:
    /// out of line, so that the node's own code stays small.
    #[cold]
    #[inline(never)]
    pub(super) fn check_limits(&mut self) {
        self.next_check = self.stats.nodes + self.check_interval();
        self.hand_out_when_due();
        if self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .stop_flag
                .as_ref()
                .is_some_and(|f| f.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
    }
}
