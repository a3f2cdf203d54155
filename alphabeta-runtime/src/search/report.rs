//! What a search reports: its result, each iteration, its counters, and
//! lines of moves.

use crate::params::MAX_PLY;
use crate::score::Score;
use crate::{Game, PackedMove};
use core::fmt;
use std::time::Duration;

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
    /// Proof nodes refuted by a child's table entry, without a search of
    /// their moves (enhanced transposition cutoffs).
    pub transposition_cutoffs: u64,
    /// Positions the evaluator scored: at the horizon, as quiescence's
    /// stand-pat, and at the deepest ply the searcher keeps (the study's
    /// leaves).
    pub evaluations: u64,
    /// Lines a proof could not follow to the end of the game (the ply
    /// limit cut them): each makes the proof's answer a bound, not a value.
    pub cut_lines: u64,
    /// Moves probed at a reduced depth first (late-move reductions).
    pub reductions: u64,
    /// Passes searched by null-move pruning.
    pub null_moves: u64,
    /// Nodes cut and moves skipped by the static evaluation near the
    /// horizon (reverse futility, futility, late-move pruning).
    pub pruned: u64,
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

/// `count` per second of `elapsed`, without dividing by zero.
#[must_use]
pub fn per_second(count: u64, elapsed: Duration) -> u64 {
    let micros = elapsed.as_micros().max(1);
    (u128::from(count) * 1_000_000 / micros) as u64
}
