//! A recorded alpha-beta search: the textbook figure, drawn for any game.
//!
//! [`trace`] runs plain fail-soft alpha-beta in generation order (no table,
//! no ordering, so every cut is the algorithm's own) and records every node
//! with its window and value, and every move it never looked at with the
//! bound that made looking unnecessary. It allocates as it goes: it is for
//! small searches that a person reads, not for play.
//!
//! Values and windows are recorded from the root player's (the maximiser's)
//! point of view, as a lecture draws them: at a maximising node a cut
//! happens when the value reaches β, at a minimising node when it falls to α.

use crate::notation::legal_moves;
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
    /// The bound the parent's value crossed, root player's view.
    pub bound: Score,
}

/// A traced search.
#[derive(Clone, Debug)]
pub struct Trace<M> {
    /// Every node searched, the root first, in the order visited.
    pub nodes: Vec<TraceNode<M>>,
    /// Every move cut off.
    pub pruned: Vec<Pruned<M>>,
}

/// Traces a plain alpha-beta search of `position` to `depth`.
pub fn trace<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    evaluator: &mut E,
) -> Trace<G::Move> {
    let mut tracer = Tracer::<G, E> {
        root: position.side_to_move(),
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
            let moves = legal_moves(position);
            if moves.is_empty() {
                outcome_score(position, position.no_moves(), ply)
            } else {
                self.trace.nodes[id].leaf = false;
                let mut best = -INFINITY;
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
                    alpha = alpha.max(score);
                    if alpha >= beta {
                        let bound = if maximising { beta } else { -beta };
                        for &cut in &moves[i + 1..] {
                            self.trace.pruned.push(Pruned {
                                parent: id,
                                mv: cut,
                                bound,
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

    #[test]
    fn the_lecture_tree_prunes_x_and_y() {
        let tree = Tree::parse("((3 12 8) (2 x y) (14 5 2))").unwrap().leak();
        let t = trace(&tree.root(), 2, &mut GameEval);
        assert_eq!(t.nodes[0].value, 3);
        // x and y are the second subtree's moves 1 and 2, cut by alpha = 3.
        let cut: Vec<(usize, u8, Score)> =
            t.pruned.iter().map(|p| (p.parent, p.mv, p.bound)).collect();
        let second = t
            .nodes
            .iter()
            .position(|n| n.parent == Some(0) && n.mv == Some(1))
            .unwrap();
        assert_eq!(&cut[..2], &[(second, 1, 3), (second, 2, 3)]);
        assert!(!t.nodes[second].maximising);
        // Root: 1; first subtree: 1 + 3 leaves; second: 1 + 1 leaf; third: 1 + 3 leaves.
        assert_eq!(t.nodes.len(), 11);
    }
}
