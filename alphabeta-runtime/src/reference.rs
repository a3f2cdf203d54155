//! Reference algorithms, kept small and plain: test oracles and teaching code.
//!
//! - [`minimax`] and [`best_moves`]: every node, no pruning.
//! - [`alphabeta`]: Knuth and Moore's fail-hard alpha-beta (their F2).
//! - [`alphabeta_soft`]: fail-soft alpha-beta (their F3), which returns the
//!   best value it saw even outside the window: a tighter bound.
//! - [`pvs`]: principal variation search (NegaScout), fail-soft, probing
//!   every move after the first with a null window.
//! - [`alphabeta_with_table`]: fail-hard or fail-soft alpha-beta that keeps
//!   its bounds in a [`Table`], to see what a tighter bound saves when a
//!   later search reuses it.
//!
//! Both score positions exactly as the [`Searcher`](crate::Searcher) does: a
//! finished game `ply` plies from the root is `win_in(ply)`, `loss_in(ply)`
//! or `0` for the side to move; the horizon is the evaluator's score; a
//! position without moves ends the game as [`Game::no_moves`] says; and a
//! child's score is negated only when the turn passes.

use crate::notation::legal_moves;
use crate::score::{self, clamp_eval, Score};
use crate::{Evaluator, Game};
use std::collections::HashMap;

/// The value of `position` when the game has ended or must be cut off here.
fn leaf<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    ply: u32,
    eval: &mut E,
) -> Option<Score> {
    let outcome = match position.outcome() {
        Some(o) => o,
        None if depth == 0 => return Some(clamp_eval(eval.evaluate(position))),
        None if legal_moves(position).is_empty() => position.no_moves(),
        None => return None,
    };
    Some(match outcome.sign_for(position.side_to_move()) {
        0 => 0,
        1 => score::win_in(ply),
        _ => score::loss_in(ply),
    })
}

/// `child`'s score as seen by the side to move in `parent`.
fn from_parent<G: Game>(parent: &G, child: &G, score: Score) -> Score {
    if child.side_to_move() == parent.side_to_move() {
        score
    } else {
        -score
    }
}

fn minimax_at<G: Game, E: Evaluator<G>>(position: &G, depth: u32, ply: u32, eval: &mut E) -> Score {
    if let Some(value) = leaf(position, depth, ply, eval) {
        return value;
    }
    legal_moves(position)
        .into_iter()
        .map(|mv| {
            let child = position.play(mv);
            from_parent(
                position,
                &child,
                minimax_at(&child, depth - 1, ply + 1, eval),
            )
        })
        .max()
        .expect("a position that is not a leaf has moves")
}

/// Plain minimax (in negamax form): every node to `depth`, no pruning.
pub fn minimax<G: Game, E: Evaluator<G>>(position: &G, depth: u32, eval: &mut E) -> Score {
    minimax_at(position, depth, 0, eval)
}

/// The minimax value of `position` and every move that achieves it.
pub fn best_moves<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    eval: &mut E,
) -> (Score, Vec<G::Move>) {
    if let Some(value) = leaf(position, depth, 0, eval) {
        return (value, Vec::new());
    }
    let scored: Vec<(G::Move, Score)> = legal_moves(position)
        .into_iter()
        .map(|mv| {
            let child = position.play(mv);
            (
                mv,
                from_parent(position, &child, minimax_at(&child, depth - 1, 1, eval)),
            )
        })
        .collect();
    let best = scored.iter().map(|&(_, s)| s).max().expect("moves exist");
    (
        best,
        scored
            .into_iter()
            .filter(|&(_, s)| s == best)
            .map(|(mv, _)| mv)
            .collect(),
    )
}

fn alphabeta_at<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    ply: u32,
    alpha: Score,
    beta: Score,
    eval: &mut E,
) -> Score {
    if let Some(value) = leaf(position, depth, ply, eval) {
        return value;
    }
    let mut m = alpha;
    for mv in legal_moves(position) {
        let child = position.play(mv);
        let t = if child.side_to_move() == position.side_to_move() {
            alphabeta_at(&child, depth - 1, ply + 1, m, beta, eval)
        } else {
            -alphabeta_at(&child, depth - 1, ply + 1, -beta, -m, eval)
        };
        if t > m {
            m = t;
        }
        if m >= beta {
            break;
        }
    }
    m
}

/// Knuth and Moore's alpha-beta, their procedure F2 in negamax form. An
/// interior node returns no less than `alpha` (fail-hard). The result `r`
/// tells the minimax value `v`: `v = r` if `alpha < r < beta`, `v <= r` if
/// `r <= alpha`, and `v >= r` if `r >= beta`.
pub fn alphabeta<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    alpha: Score,
    beta: Score,
    eval: &mut E,
) -> Score {
    alphabeta_at(position, depth, 0, alpha, beta, eval)
}

/// Searches `child` with the window `(alpha, beta)` of its parent's side
/// to move and returns its score from the parent's side: the window is
/// turned round, and the score negated, only when the turn passes.
fn child_score<G: Game>(
    parent: &G,
    child: &G,
    alpha: Score,
    beta: Score,
    mut search: impl FnMut(&G, Score, Score) -> Score,
) -> Score {
    if child.side_to_move() == parent.side_to_move() {
        search(child, alpha, beta)
    } else {
        -search(child, -beta, -alpha)
    }
}

fn alphabeta_soft_at<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    ply: u32,
    alpha: Score,
    beta: Score,
    eval: &mut E,
) -> Score {
    if let Some(value) = leaf(position, depth, ply, eval) {
        return value;
    }
    let mut best = -score::INFINITY;
    for mv in legal_moves(position) {
        let child = position.play(mv);
        let t = child_score(position, &child, alpha.max(best), beta, |c, a, b| {
            alphabeta_soft_at(c, depth - 1, ply + 1, a, b, eval)
        });
        best = best.max(t);
        if best >= beta {
            break;
        }
    }
    best
}

/// Fail-soft alpha-beta, Knuth and Moore's F3 in negamax form: like
/// [`alphabeta`], but a node returns the best value it saw even when that
/// lies outside the window. The result `r` still tells the minimax value
/// `v` (`v = r` inside the window, `v <= r` at or below `alpha`, `v >= r`
/// at or above `beta`), and the bound is never looser than fail-hard's.
pub fn alphabeta_soft<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    alpha: Score,
    beta: Score,
    eval: &mut E,
) -> Score {
    alphabeta_soft_at(position, depth, 0, alpha, beta, eval)
}

fn pvs_at<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    ply: u32,
    alpha: Score,
    beta: Score,
    eval: &mut E,
) -> Score {
    if let Some(value) = leaf(position, depth, ply, eval) {
        return value;
    }
    let mut best = -score::INFINITY;
    for (i, mv) in legal_moves(position).into_iter().enumerate() {
        let child = position.play(mv);
        let a = alpha.max(best);
        let mut search = |lo, hi| {
            child_score(position, &child, lo, hi, |c, x, y| {
                pvs_at(c, depth - 1, ply + 1, x, y, eval)
            })
        };
        let t = if i == 0 {
            search(a, beta)
        } else {
            // "Is it better than the best so far?" costs less than "how good is it?".
            let probe = search(a, a + 1);
            if probe > a && probe < beta {
                search(probe, beta)
            } else {
                probe
            }
        };
        best = best.max(t);
        if best >= beta {
            break;
        }
    }
    best
}

/// Principal variation search (Reinefeld's NegaScout), fail-soft: the first
/// move with the full window, every later one first with the null window
/// `(a, a + 1)`, and searched again with `(probe, beta)` only when the probe
/// says it is better. On a tree whose first move is always best it visits
/// exactly alpha-beta's minimal tree; a move that is better than the first
/// costs a second search.
pub fn pvs<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    alpha: Score,
    beta: Score,
    eval: &mut E,
) -> Score {
    pvs_at(position, depth, 0, alpha, beta, eval)
}

/// What alpha-beta returns when the value lies outside its window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bounds {
    /// The window's edge, `alpha` or `beta`, as lectures write fail-hard
    /// (Knuth and Moore's F2 may return a leaf's value beyond `beta`).
    Hard,
    /// The best value seen, which may lie beyond the edge (their F3).
    Soft,
}

/// A transposition table for [`alphabeta_with_table`]: for each position, the
/// depth it was searched to and the bounds learned on its value. A plain
/// map; the searcher's own table is [`crate::tt`].
#[derive(Clone, Debug, Default)]
pub struct Table {
    entries: HashMap<u64, (u32, Score, Score)>,
}

impl Table {
    /// An empty table.
    #[must_use]
    pub fn new() -> Table {
        Table::default()
    }
}

/// Alpha-beta with a [`Table`]: a position searched before to at least
/// `depth` is answered from its stored bounds when they settle the window,
/// and every result is stored as a lower bound (at or above `beta`), an
/// upper bound (at or below `alpha`) or an exact value. With
/// [`Bounds::Soft`] the stored bounds are the tighter ones, so a later search
/// with another window (an aspiration re-search, or MTD(f)'s sequence of
/// null windows) answers more positions from the table.
pub fn alphabeta_with_table<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    alpha: Score,
    beta: Score,
    bounds: Bounds,
    table: &mut Table,
    eval: &mut E,
) -> Score {
    tabled_at(position, depth, 0, alpha, beta, bounds, table, eval)
}

#[allow(clippy::too_many_arguments)]
fn tabled_at<G: Game, E: Evaluator<G>>(
    position: &G,
    depth: u32,
    ply: u32,
    mut alpha: Score,
    mut beta: Score,
    bounds: Bounds,
    table: &mut Table,
    eval: &mut E,
) -> Score {
    if let Some(value) = leaf(position, depth, ply, eval) {
        return value;
    }
    let key = position.hash_key();
    if let Some(&(stored, lower, upper)) = table.entries.get(&key) {
        if stored >= depth {
            if lower >= beta {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            if lower == upper {
                return lower;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
    }
    let floor = match bounds {
        Bounds::Hard => alpha,
        Bounds::Soft => -score::INFINITY,
    };
    let mut best = floor;
    for mv in legal_moves(position) {
        let child = position.play(mv);
        let t = child_score(position, &child, alpha.max(best), beta, |c, a, b| {
            tabled_at(c, depth - 1, ply + 1, a, b, bounds, table, eval)
        });
        best = best.max(t);
        if best >= beta {
            if bounds == Bounds::Hard {
                best = beta;
            }
            break;
        }
    }
    let entry = if best >= beta {
        (depth, best, score::INFINITY)
    } else if best <= alpha {
        (depth, -score::INFINITY, best)
    } else {
        (depth, best, best)
    };
    table.entries.insert(key, entry);
    best
}
