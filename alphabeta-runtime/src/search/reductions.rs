//! Late-move reductions and null-move pruning: the two ways a modern
//! engine reaches its depth at a fixed time, by searching less where the
//! ordering says a move will not matter.
//!
//! - **Late-move reductions.** Past the first few moves of a node, a
//!   quiet move is probed at a reduced depth with a null window first; only
//!   a move that beats alpha there is searched at full depth
//!   ([`Searcher::reduced_probe`]).
//! - **Null-move pruning.** Off the principal variation, a side that could
//!   pass and still hold beta at a reduced depth is taken to hold it with a
//!   move ([`Searcher::null_move_cutoff`]). Only games that can pass for
//!   the search ([`Game::null_move`]) do, where their declaration says
//!   zugzwang is unlikely; deep cutoffs are verified by a search with
//!   moves.
//!
//! Neither is ever used in a proof (`N::PROOF`: the solver stays exact),
//! nor where plausibility sets the depth, and both are off in
//! [`SearchOptions::default`](crate::SearchOptions::default), so the fixed
//! node counts the tests assert do not move;
//! [`SearchOptions::timed`](crate::SearchOptions::timed) turns them on for
//! play to a time or to nodes.

use super::negamax::{NodeKind, NonPvNode};
use super::Searcher;
use crate::params::{
    LMR_BASE, LMR_DIVISOR, LMR_MIN_DEPTH, LMR_MIN_MOVES, MAX_PLY, NULL_MOVE_BASE_R,
    NULL_MOVE_DEPTH_DIVISOR, NULL_MOVE_MIN_DEPTH, NULL_MOVE_VERIFY_MIN_DEPTH, SOLVE_DEPTH,
};
use crate::score::{self, Score};
use crate::{Game, SearchEvaluator, Side};
use std::sync::OnceLock;

/// The depths and move numbers the reduction table covers; larger ones
/// read its last row or column.
const TABLE: usize = 64;

/// The reductions by depth and move number (both from 0), computed once
/// from [`LMR_BASE`] and [`LMR_DIVISOR`]: a static, so that no searcher
/// allocates it.
fn reduction_table() -> &'static [[u8; TABLE]; TABLE] {
    static REDUCTIONS: OnceLock<[[u8; TABLE]; TABLE]> = OnceLock::new();
    REDUCTIONS.get_or_init(|| {
        let mut table = [[0; TABLE]; TABLE];
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (number, r) in row.iter_mut().enumerate().skip(1) {
                let ln = |x: usize| (x as f64).ln();
                let reduction = LMR_BASE + ln(depth) * ln(number) / LMR_DIVISOR;
                // At most a few dozen plies: the cast cannot truncate.
                *r = reduction.max(0.0) as u8;
            }
        }
        table
    })
}

/// The null-move state of a searcher: where the line passed, and the side
/// a verification forbids to pass, down to which ply.
#[derive(Clone, Debug)]
pub(crate) struct NullMoves {
    /// Per ply: the node was reached by a pass (it does not pass back).
    passed: [bool; MAX_PLY + 2],
    /// The side that may not pass above `banned_until`, while a
    /// verification search runs.
    banned: Side,
    /// The ply a verification's ban reaches to (0: no ban).
    banned_until: usize,
}

impl NullMoves {
    /// No pass made, none forbidden.
    pub(crate) fn new() -> Self {
        Self {
            passed: [false; MAX_PLY + 2],
            banned: Side::First,
            banned_until: 0,
        }
    }
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// The score of a null-window probe of `child` (reached by the quiet,
    /// late move `mv`, the `i`th searched from 0, of `position` at `ply`;
    /// `gives_check` if the child is in check)
    /// at a reduced depth, or `None` where the move is not reduced: in a
    /// proof, with plausibility, at shallow depth, among the first moves,
    /// for a noisy move, a killer, a move of a side in check or one that
    /// gives check (as far as the game tells, [`Game::is_in_check`]). The
    /// caller searches a move whose probe beats `alpha` again at full
    /// depth, `child_depth`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(super) fn reduced_probe<N: NodeKind>(
        &mut self,
        position: &G,
        child: &G,
        mv: G::Move,
        gives_check: bool,
        ply: usize,
        child_depth: i32,
        i: usize,
        alpha: Score,
    ) -> Option<Score> {
        let depth = child_depth + 1;
        let first = LMR_MIN_MOVES + usize::from(N::PV);
        if N::PROOF
            || !self.options.reductions
            || self.options.plausibility.is_some()
            || !(LMR_MIN_DEPTH..SOLVE_DEPTH).contains(&depth)
            || i < first
            || position.is_noisy(mv)
            || self.killers.bonus(ply, mv) != 0
            || position.is_in_check()
            || gives_check
        {
            return None;
        }
        let table = reduction_table();
        let row = &table[(depth as usize).min(TABLE - 1)];
        let reduction = i32::from(row[(i + 1).min(TABLE - 1)]) - i32::from(N::PV);
        // The probe keeps at least one ply: a move is never dropped
        // straight into quiescence by a reduction.
        let reduction = reduction.min(child_depth - 1);
        if reduction <= 0 {
            return None;
        }
        self.stats.reductions += 1;
        Some(self.search_reduced(position, child, child_depth - reduction, ply, alpha))
    }

    /// The null-window search of `child` at `depth`, from `position`'s side.
    fn search_reduced(
        &mut self,
        position: &G,
        child: &G,
        depth: i32,
        ply: usize,
        alpha: Score,
    ) -> Score {
        if child.side_to_move() == position.side_to_move() {
            self.negamax::<NonPvNode>(child, depth, ply + 1, alpha, alpha + 1)
        } else {
            -self.negamax::<NonPvNode>(child, depth, ply + 1, -alpha - 1, -alpha)
        }
    }

    /// Null-move pruning at a node of kind `N` (`position` at `ply`, with
    /// `depth` plies left and the window's upper bound `beta`): a score of
    /// at least `beta` if the side to move, passing, still holds beta at
    /// a reduced depth (and, from [`NULL_MOVE_VERIFY_MIN_DEPTH`], a search
    /// with moves at that depth agrees); `None` otherwise, or where the
    /// node may not pass: a PV node, a proof, plausibility, the game's
    /// tactics (whose moves are generated before this), too little depth,
    /// a node reached by a pass, a static evaluation below beta, a mate
    /// score for beta, or a game that cannot pass here ([`Game::null_move`]).
    /// `eval` is the node's static evaluation and `passed` its pass
    /// ([`Game::null_move`]) if the caller has them.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(super) fn null_move_cutoff<N: NodeKind>(
        &mut self,
        position: &G,
        depth: i32,
        ply: usize,
        beta: Score,
        tactics: bool,
        eval: Option<Score>,
        passed: Option<G>,
    ) -> Option<Score> {
        if N::PV
            || N::PROOF
            || !self.options.null_move
            || tactics
            || self.options.plausibility.is_some()
            || !(NULL_MOVE_MIN_DEPTH..SOLVE_DEPTH).contains(&depth)
            || ply + 1 >= MAX_PLY
            || self.null_moves.passed[ply]
            || score::is_decisive(beta)
            || (ply < self.null_moves.banned_until
                && position.side_to_move() == self.null_moves.banned)
        {
            return None;
        }
        if eval.unwrap_or_else(|| self.evaluate(position)) < beta {
            return None;
        }
        let passed = passed.or_else(|| position.null_move())?;
        self.stats.null_moves += 1;
        let reduced = depth - 1 - NULL_MOVE_BASE_R - depth / NULL_MOVE_DEPTH_DIVISOR;
        self.null_moves.passed[ply + 1] = true;
        let score = self.search_reduced(position, &passed, reduced, ply, beta - 1);
        self.null_moves.passed[ply + 1] = false;
        if self.stopped || score < beta {
            return None;
        }
        // A pass proves no win: a winning score comes back as beta.
        let score = if score::is_decisive(score) {
            beta
        } else {
            score
        };
        if depth < NULL_MOVE_VERIFY_MIN_DEPTH || self.null_moves.banned_until > 0 {
            return Some(score);
        }
        // The verification: the same node with moves, at the pass's depth,
        // where this side may not pass in the first three quarters of it.
        let verify_depth = reduced.max(1);
        self.null_moves.banned = position.side_to_move();
        self.null_moves.banned_until = ply + (3 * verify_depth as usize) / 4;
        let verified = self.negamax::<NonPvNode>(position, verify_depth, ply, beta - 1, beta);
        self.null_moves.banned_until = 0;
        (!self.stopped && verified >= beta).then_some(score)
    }
}
