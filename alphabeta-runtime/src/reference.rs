//! Reference algorithms, kept small and plain: test oracles and teaching code.
//!
//! Both score positions exactly as the [`Searcher`](crate::Searcher) does: a
//! finished game `ply` plies from the root is `win_in(ply)`, `loss_in(ply)`
//! or `0` for the side to move; the horizon is the evaluator's score; a
//! position without moves ends the game as [`Game::no_moves`] says; and a
//! child's score is negated only when the turn passes.

use crate::notation::legal_moves;
use crate::score::{self, clamp_eval, Score};
use crate::{Evaluator, Game};

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
