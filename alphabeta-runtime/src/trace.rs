//! A recorded alpha-beta search: the textbook figure, drawn for any game.
//!
//! [`trace`] runs plain alpha-beta in generation order (no table, no
//! ordering, so every cut is the algorithm's own) and records every node
//! with its window and value, and every move it never looked at with the
//! bound that made looking unnecessary. [`TraceOptions`] choose what a
//! lecture compares: fail-hard or fail-soft, the children in reverse order,
//! or minimax, which cuts nothing. It allocates as it goes: it is for small
//! searches that a person reads, not for play.
//!
//! Values and windows are recorded from the root player's (the maximiser's)
//! point of view, as a lecture draws them: at a maximising node a cut
//! happens when the value reaches β, at a minimising node when it falls to α.

use crate::notation::legal_moves;
use crate::reference::Bounds;
use crate::score::{self, clamp_eval, Score, INFINITY};
use crate::{Evaluator, Game, Side};

/// A node of the traced tree.
#[derive(Clone, Debug)]
pub struct TraceNode<M> {
    /// The parent's index in [`Trace::nodes`] (`None` for the root).
    pub parent: Option<usize>,
    /// The move from the parent.
    pub mv: Option<M>,
    /// Whether the root player is to move here (a maximising node).
    pub maximising: bool,
    /// The window on entry, root player's view.
    pub alpha: Score,
    /// The window on entry, root player's view.
    pub beta: Score,
    /// The value returned, root player's view.
    pub value: Score,
    /// Whether the node was evaluated statically (the horizon) or ended the game.
    pub leaf: bool,
}

/// A move that alpha-beta never searched.
#[derive(Clone, Debug)]
pub struct Pruned<M> {
    /// The node it would have been played from.
    pub parent: usize,
    /// The move.
    pub mv: M,
    /// What the parent was known to be worth when it stopped, root player's
    /// view: at least this at a maximising node, at most this at a
    /// minimising one. It is the value of the move that caused the cut.
    pub bound: Score,
    /// The edge of the parent's window that `bound` reached: β at a
    /// maximising node, α at a minimising one, root player's view.
    pub window: Score,
}

/// What [`trace_with`] searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceOptions {
    /// Fail-hard (a node returns no less than α) or fail-soft (the best
    /// value seen).
    pub bounds: Bounds,
    /// Search the children of every node in reverse generation order.
    pub reversed: bool,
    /// Cut off when the window closes; `false` is minimax, every node.
    pub pruning: bool,
}

impl Default for TraceOptions {
    /// Fail-soft alpha-beta in generation order, as the searcher does it.
    fn default() -> Self {
        TraceOptions {
            bounds: Bounds::Soft,
            reversed: false,
            pruning: true,
        }
    }
}

/// A traced search.
#[derive(Clone, Debug)]
pub struct Trace<M> {
    /// Every node searched, the root first, in the order visited.
    pub nodes: Vec<TraceNode<M>>,
    /// Every move cut off.
    pub pruned: Vec<Pruned<M>>,
}

/// Traces a plain fail-soft alpha-beta search of `position` to `depth`.
pub fn trace<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    evaluator: &mut E,
) -> Trace<G::Move> {
    trace_with(position, depth, evaluator, TraceOptions::default())
}

/// Traces the search `options` describe of `position` to `depth`.
pub fn trace_with<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    evaluator: &mut E,
    options: TraceOptions,
) -> Trace<G::Move> {
    let mut tracer = Tracer::<G, E> {
        root: position.side_to_move(),
        options,
        evaluator,
        trace: Trace {
            nodes: Vec::new(),
            pruned: Vec::new(),
        },
    };
    tracer.search(position, None, None, depth, 0, -INFINITY, INFINITY);
    tracer.trace
}

struct Tracer<'e, G: Game, E> {
    root: Side,
    options: TraceOptions,
    evaluator: &'e mut E,
    trace: Trace<G::Move>,
}

impl<G: Game, E: Evaluator<G>> Tracer<'_, G, E> {
    /// `(alpha, beta)` and the result are from `position`'s side to move.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        position: &G,
        parent: Option<usize>,
        mv: Option<G::Move>,
        depth: u32,
        ply: u32,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        let maximising = position.side_to_move() == self.root;
        let id = self.trace.nodes.len();
        let (a, b) = self.root_view(maximising, alpha, beta);
        self.trace.nodes.push(TraceNode {
            parent,
            mv,
            maximising,
            alpha: a,
            beta: b,
            value: 0,
            leaf: true,
        });
        let value = if let Some(outcome) = position.outcome() {
            outcome_score(position, outcome, ply)
        } else if depth == 0 {
            clamp_eval(self.evaluator.evaluate(position))
        } else {
            let mut moves = legal_moves(position);
            if self.options.reversed {
                moves.reverse();
            }
            if moves.is_empty() {
                outcome_score(position, position.no_moves(), ply)
            } else {
                self.trace.nodes[id].leaf = false;
                let mut best = match self.options.bounds {
                    Bounds::Hard => alpha,
                    Bounds::Soft => -INFINITY,
                };
                for (i, &mv) in moves.iter().enumerate() {
                    let child = position.play(mv);
                    let score = if child.side_to_move() == position.side_to_move() {
                        self.search(&child, Some(id), Some(mv), depth - 1, ply + 1, alpha, beta)
                    } else {
                        -self.search(
                            &child,
                            Some(id),
                            Some(mv),
                            depth - 1,
                            ply + 1,
                            -beta,
                            -alpha,
                        )
                    };
                    best = best.max(score);
                    if !self.options.pruning {
                        continue;
                    }
                    alpha = alpha.max(score);
                    if alpha >= beta {
                        if self.options.bounds == Bounds::Hard {
                            best = beta;
                        }
                        let view = |s: Score| if maximising { s } else { -s };
                        for &cut in &moves[i + 1..] {
                            self.trace.pruned.push(Pruned {
                                parent: id,
                                mv: cut,
                                bound: view(score),
                                window: view(beta),
                            });
                        }
                        break;
                    }
                }
                best
            }
        };
        self.trace.nodes[id].value = if maximising { value } else { -value };
        value
    }

    fn root_view(&self, maximising: bool, alpha: Score, beta: Score) -> (Score, Score) {
        if maximising {
            (alpha, beta)
        } else {
            (-beta, -alpha)
        }
    }
}

fn outcome_score<G: Game>(position: &G, outcome: crate::Outcome, ply: u32) -> Score {
    match outcome.sign_for(position.side_to_move()) {
        0 => 0,
        1 => score::win_in(ply),
        _ => score::loss_in(ply),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::Tree;
    use crate::GameEval;

    fn second_subtree<M: PartialEq + From<u8>>(t: &Trace<M>) -> usize {
        t.nodes
            .iter()
            .position(|n| n.parent == Some(0) && n.mv == Some(M::from(1)))
            .unwrap()
    }

    /// The textbook figure: max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2)).
    /// Once the second node has seen 2 it is worth at most 2, less than the
    /// 3 the root already has, so 4 and 6 are never looked at.
    #[test]
    fn the_textbook_tree_cuts_4_and_6_by_the_bound_2() {
        let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap().leak();
        for bounds in [Bounds::Hard, Bounds::Soft] {
            let options = TraceOptions {
                bounds,
                ..TraceOptions::default()
            };
            let t = trace_with(&tree.root(), 2, &mut GameEval, options);
            assert_eq!(t.nodes[0].value, 3);
            let second = second_subtree(&t);
            let cut: Vec<(usize, u8, Score, Score)> = t
                .pruned
                .iter()
                .map(|p| (p.parent, p.mv, p.bound, p.window))
                .collect();
            assert_eq!(cut, [(second, 1, 2, 3), (second, 2, 2, 3)], "{bounds:?}");
            let labels: Vec<_> = t
                .pruned
                .iter()
                .map(|p| tree.root().play(1).play(p.mv).leaf_label().unwrap())
                .collect();
            assert_eq!(labels, ["4", "6"]);
            assert_eq!((t.nodes[second].alpha, t.nodes[second].beta), (3, INFINITY));
        }
    }

    #[test]
    fn fail_hard_returns_the_window_edge_where_fail_soft_returns_the_bound() {
        let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap().leak();
        let value_of_second = |bounds| {
            let options = TraceOptions {
                bounds,
                ..TraceOptions::default()
            };
            let t = trace_with(&tree.root(), 2, &mut GameEval, options);
            t.nodes[second_subtree(&t)].value
        };
        assert_eq!(value_of_second(Bounds::Soft), 2);
        assert_eq!(value_of_second(Bounds::Hard), 3);
        // Fail-hard says "at most 3" of the second node, fail-soft "at most 2".
    }

    #[test]
    fn minimax_cuts_nothing_and_neither_do_reversed_children() {
        let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap().leak();
        let minimax = TraceOptions {
            pruning: false,
            ..TraceOptions::default()
        };
        let t = trace_with(&tree.root(), 2, &mut GameEval, minimax);
        assert!(t.pruned.is_empty());
        assert_eq!((t.nodes.len(), t.nodes[0].value), (13, 3));
        let reversed = TraceOptions {
            reversed: true,
            ..TraceOptions::default()
        };
        // Right to left: min(2, 5, 14) = 2 first; then 6, 4, 2 is
        // searched in full (6 and 4 are above 2, the last 2 is not below
        // it); then 8 and 12 keep min(8, 12, 3) open down to the 3.
        let t = trace_with(&tree.root(), 2, &mut GameEval, reversed);
        assert_eq!(t.nodes[0].value, 3);
        assert_eq!(t.nodes.len(), 13);
    }

    #[test]
    fn the_lecture_tree_prunes_x_and_y() {
        let tree = Tree::parse("((3 12 8) (2 x y) (14 5 2))").unwrap().leak();
        let t = trace(&tree.root(), 2, &mut GameEval);
        assert_eq!(t.nodes[0].value, 3);
        // x and y are the second subtree's moves 1 and 2, cut by alpha = 3.
        let cut: Vec<(usize, u8, Score)> = t
            .pruned
            .iter()
            .map(|p| (p.parent, p.mv, p.window))
            .collect();
        let second = second_subtree(&t);
        assert_eq!(&cut[..2], &[(second, 1, 3), (second, 2, 3)]);
        assert!(!t.nodes[second].maximising);
        // Root: 1; first subtree: 1 + 3 leaves; second: 1 + 1 leaf; third: 1 + 3 leaves.
        assert_eq!(t.nodes.len(), 11);
    }
}
