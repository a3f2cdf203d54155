//! Pruning at the frontier: near the horizon, off the principal variation,
//! the static evaluation decides what is not worth a search.
//!
//! - **Reverse futility** (the "static null move"): a node whose evaluation
//!   stands more than a margin a ply above beta is cut without a search,
//!   on the bet that some move keeps what the position already has.
//! - **Futility**: at a node whose evaluation is more than a margin below
//!   alpha, a quiet move cannot bring it back in the plies left; it is
//!   skipped.
//! - **Late-move pruning**: at the last plies, the quiet moves late in
//!   the order (past `3 + depth²` searched) are skipped; the ordering has
//!   put the moves that matter first.
//!
//! All three rest on what null-move pruning rests on, that having the move
//! is worth something, and on an evaluation in centi-units where 100 is a
//! unit of material ([`Evaluator`](crate::Evaluator)). So they act only at
//! the nodes where the game says a pass is a fair test ([`Game::null_move`]:
//! the royal piece games, not in check, not in a bare-pawn ending), never
//! in a proof, with plausibility or with the game's tactics, never against
//! a decisive bound, and never on a move that is noisy or gives check. The
//! first move of a node is always searched. Off in
//! [`SearchOptions::default`](crate::SearchOptions::default), so the fixed
//! node counts the tests assert do not move; on in
//! [`SearchOptions::timed`](crate::SearchOptions::timed).

use super::negamax::NodeKind;
use super::Searcher;
use crate::params::{
    FUTILITY_MARGIN, FUTILITY_MAX_DEPTH, LATE_MOVE_PRUNING_BASE, LATE_MOVE_PRUNING_MAX_DEPTH,
    REVERSE_FUTILITY_MARGIN, REVERSE_FUTILITY_MAX_DEPTH,
};
use crate::score::{self, Score};
use crate::{Game, SearchEvaluator};

/// What a node near the horizon may prune: its static evaluation and its
/// depth, where [`Searcher::frontier`] allows pruning there at all.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frontier {
    /// The node's static evaluation.
    pub(super) eval: Score,
    /// The plies left at the node.
    depth: i32,
}

impl Frontier {
    /// The score to cut the node with by reverse futility, if its
    /// evaluation stands [`REVERSE_FUTILITY_MARGIN`] a ply above `beta`:
    /// the evaluation less that margin, still at least `beta`.
    #[inline]
    pub(super) fn reverse_cut(&self, beta: Score) -> Option<Score> {
        let bound = self.eval - REVERSE_FUTILITY_MARGIN * self.depth;
        (self.depth <= REVERSE_FUTILITY_MAX_DEPTH && bound >= beta).then_some(bound)
    }

    /// Whether a quiet move that gives no check, the `searched`th of its
    /// node after those already searched, may be skipped against the
    /// node's `alpha`, and if it is skipped for futility rather than for
    /// coming late, the bound the skipped move stands for (at most
    /// `alpha`): `None` to search it.
    #[inline]
    pub(super) fn skips(&self, searched: usize, alpha: Score) -> Option<Score> {
        if self.depth <= LATE_MOVE_PRUNING_MAX_DEPTH
            && searched >= LATE_MOVE_PRUNING_BASE + (self.depth * self.depth) as usize
        {
            return Some(-score::INFINITY);
        }
        let reach = self.eval + FUTILITY_MARGIN * (self.depth + 1);
        (self.depth <= FUTILITY_MAX_DEPTH && reach <= alpha).then_some(reach)
    }
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// The frontier of a node of kind `N` (`position`, with `depth`
    /// plies left and the window `alpha..beta`), with the pass that
    /// allows it ([`Game::null_move`], for null-move pruning to reuse), or
    /// `None` where the node prunes nothing (see the module's rustdoc).
    #[inline]
    pub(super) fn frontier<N: NodeKind>(
        &mut self,
        position: &G,
        depth: i32,
        alpha: Score,
        beta: Score,
        tactics: bool,
    ) -> Option<(Frontier, G)> {
        let deepest = REVERSE_FUTILITY_MAX_DEPTH
            .max(FUTILITY_MAX_DEPTH)
            .max(LATE_MOVE_PRUNING_MAX_DEPTH);
        if N::PV
            || N::PROOF
            || !self.options.futility
            || tactics
            || self.options.plausibility.is_some()
            || !(1..=deepest).contains(&depth)
            || score::is_decisive(alpha)
            || score::is_decisive(beta)
        {
            return None;
        }
        let passed = position.null_move()?;
        let frontier = Frontier {
            eval: self.evaluate(position),
            depth,
        };
        Some((frontier, passed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverse_futility_cuts_a_margin_a_ply_above_beta() {
        let at = |eval, depth| Frontier { eval, depth };
        assert_eq!(at(300, 2).reverse_cut(100), Some(100));
        assert_eq!(at(299, 2).reverse_cut(100), None);
        assert_eq!(at(900, 6).reverse_cut(100), Some(300));
        assert_eq!(at(5000, 7).reverse_cut(100), None);
    }

    #[test]
    fn quiet_moves_are_skipped_late_or_when_futile() {
        let at = |eval, depth| Frontier { eval, depth };
        // Late-move pruning: 4, 7 and 12 moves searched at depths 1 to 3.
        assert_eq!(at(0, 1).skips(3, -1000), None);
        assert_eq!(at(0, 1).skips(4, -1000), Some(-score::INFINITY));
        assert_eq!(at(0, 3).skips(11, -1000), None);
        assert_eq!(at(0, 3).skips(12, -1000), Some(-score::INFINITY));
        assert_eq!(at(0, 4).skips(100, -1000), None);
        // Futility: eval + 100 (depth + 1) at or below alpha.
        assert_eq!(at(0, 1).skips(1, 200), Some(200));
        assert_eq!(at(0, 1).skips(1, 199), None);
        assert_eq!(at(0, 3).skips(1, 450), Some(400));
        assert_eq!(at(-1000, 4).skips(1, 0), None);
    }
}
