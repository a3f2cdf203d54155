//! Knuth and Moore on a real game: the leaves and nodes to each depth with
//! minimax, then with alpha-beta in generation order, then adding the
//! searcher's refinements one at a time ([`rungs`]), beside `b^d`,
//! `b^(3d/4)` and `b^(d/2)` for the game's mean branching factor `b`.
//!
//! Every rung searches to a fixed depth with no quiescence search, no
//! extensions and no tactics, which would change the tree; each keeps the
//! minimax value, so the counts compare like with like.

use super::stats::Rng;
use crate::{Game, GameEval, Limits, MoveBuffer, SearchEvaluator, SearchOptions, Searcher};

/// One step of the ladder: a name and the searcher's options.
#[derive(Clone, Copy, Debug)]
pub struct Rung {
    /// The name in tables and plots.
    pub name: &'static str,
    /// What the searcher uses.
    pub options: SearchOptions,
}

/// The names of [`rungs`], in order.
pub const RUNG_NAMES: [&str; 7] = [
    "alpha-beta",
    "+TT move",
    "+killers, history",
    "+hints",
    "+deepening",
    "+aspiration",
    "+PVS",
];

/// The ladder: plain fail-soft alpha-beta in generation order, straight to
/// the depth, then each rung adds one refinement to the one before.
#[must_use]
pub fn rungs() -> [Rung; 7] {
    let mut options = SearchOptions {
        deepening: false,
        huge_pages: false,
        ..SearchOptions::plain()
    };
    let steps: [fn(&mut SearchOptions); 7] = [
        |_| {},
        |o| {
            o.tt = true;
            o.hash_mib = 16;
        },
        |o| {
            o.killers = true;
            o.history = true;
        },
        |o| o.hints = true,
        |o| o.deepening = true,
        |o| o.aspiration = true,
        |o| o.pvs = true,
    ];
    let mut i = 0;
    steps.map(|step| {
        step(&mut options);
        let rung = Rung {
            name: RUNG_NAMES[i],
            options,
        };
        i += 1;
        rung
    })
}

/// What a search visited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// Every node.
    pub nodes: u64,
    /// The positions evaluated at the horizon.
    pub leaves: u64,
}

/// Minimax to `depth`, counted: every node, and the positions at the
/// horizon. `None` once more than `cap` nodes would be needed.
#[must_use]
pub fn minimax_count<G: Game>(position: &G, depth: u32, cap: u64) -> Option<Count> {
    let mut count = Count::default();
    minimax_walk(position, depth, cap, &mut count).then_some(count)
}

fn minimax_walk<G: Game>(position: &G, depth: u32, cap: u64, count: &mut Count) -> bool {
    count.nodes += 1;
    if count.nodes > cap {
        return false;
    }
    if position.outcome().is_some() {
        return true;
    }
    if depth == 0 {
        count.leaves += 1;
        return true;
    }
    let mut moves = G::Moves::default();
    position.generate(&mut moves);
    moves
        .as_slice()
        .iter()
        .all(|&mv| minimax_walk(&position.play(mv), depth - 1, cap, count))
}

/// The searcher's count of a search of `position` to `depth`, from a
/// cleared searcher.
pub fn search_count<G: Game, E: SearchEvaluator<G>>(
    searcher: &mut Searcher<G, E>,
    position: &G,
    depth: u32,
) -> Count {
    searcher.clear();
    let result = searcher.search(position, &Limits::depth(depth));
    Count {
        nodes: result.stats.nodes,
        leaves: result.stats.evaluations,
    }
}

/// `count` positions to study: the start, then positions after `plies`
/// random moves from a generator seeded with `seed` (games that ended on
/// the way are drawn again).
#[must_use]
pub fn sample_positions<G: Game>(seed: u64, count: usize, plies: u32) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut positions = vec![G::start()];
    let mut tries = 0;
    while positions.len() < count && tries < 100 * count {
        tries += 1;
        if let Some(position) = random_walk(&G::start(), plies, &mut rng) {
            positions.push(position);
        }
    }
    positions
}

/// The position after `plies` random moves from `start`, if the game has
/// not ended on the way (or at the end).
pub fn random_walk<G: Game>(start: &G, plies: u32, rng: &mut Rng) -> Option<G> {
    let mut position = *start;
    for _ in 0..plies {
        let mut moves = G::Moves::default();
        position.generate(&mut moves);
        let moves = moves.as_slice();
        if moves.is_empty() {
            return None;
        }
        position = position.play(moves[rng.below(moves.len() as u64) as usize]);
        if position.outcome().is_some() {
            return None;
        }
    }
    let mut moves = G::Moves::default();
    position.generate(&mut moves);
    (!moves.as_slice().is_empty()).then_some(position)
}

/// The ladder measured on a set of positions: means per position.
#[derive(Clone, Debug)]
pub struct Ladder {
    /// The depths, from 1.
    pub depths: Vec<u32>,
    /// The game's mean branching factor: the geometric mean of the moves
    /// a node has, `(minimax leaves at D)^(1/D)` at the deepest depth `D`
    /// minimax reached.
    pub branching: f64,
    /// Minimax, per depth (`None` beyond its node budget).
    pub minimax: Vec<Option<(f64, f64)>>,
    /// Per rung of [`rungs`], per depth: mean (nodes, leaves).
    pub rungs: Vec<Vec<(f64, f64)>>,
}

/// Measures [`rungs`] and minimax on `positions` to `depth` (or, if
/// `None`, the deepest depth at which minimax stays within
/// `minimax_budget` nodes a position).
#[must_use]
pub fn measure_ladder<G: Game>(
    positions: &[G],
    depth: Option<u32>,
    minimax_budget: u64,
    progress: impl FnMut(),
) -> Ladder {
    measure_ladder_with(positions, depth, minimax_budget, &GameEval, progress)
}

/// [`measure_ladder`] with the searchers evaluating by `evaluator` (a
/// program that already searches with another evaluator type uses its
/// own, so that it compiles one searcher per game, not two).
#[must_use]
pub fn measure_ladder_with<G: Game, E: SearchEvaluator<G>>(
    positions: &[G],
    depth: Option<u32>,
    minimax_budget: u64,
    evaluator: &E,
    mut progress: impl FnMut(),
) -> Ladder {
    let n = positions.len() as f64;
    let mut minimax = Vec::new();
    for d in 1.. {
        let counts: Option<Vec<Count>> = positions
            .iter()
            .map(|p| minimax_count(p, d, minimax_budget))
            .collect();
        let Some(counts) = counts else { break };
        let mean = |f: fn(&Count) -> u64| counts.iter().map(f).sum::<u64>() as f64 / n;
        minimax.push(Some((mean(|c| c.nodes), mean(|c| c.leaves))));
        if depth.is_some_and(|limit| d >= limit) || d >= 64 {
            break;
        }
    }
    let deepest = minimax.len() as u32;
    let depth = depth.unwrap_or(deepest.max(1));
    minimax.resize(depth as usize, None);
    let branching = match minimax.get(deepest.max(1) as usize - 1) {
        Some(Some((_, leaves))) => leaves.powf(1.0 / f64::from(deepest)),
        _ => f64::NAN,
    };
    let depths: Vec<u32> = (1..=depth).collect();
    let rungs = rungs()
        .iter()
        .map(|rung| {
            let mut searcher = Searcher::with_evaluator(rung.options, evaluator.clone());
            depths
                .iter()
                .map(|&d| {
                    let (mut nodes, mut leaves) = (0.0, 0.0);
                    for position in positions {
                        let count = search_count(&mut searcher, position, d);
                        nodes += count.nodes as f64 / n;
                        leaves += count.leaves as f64 / n;
                    }
                    progress();
                    (nodes, leaves)
                })
                .collect()
        })
        .collect();
    Ladder {
        depths,
        branching,
        minimax,
        rungs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::Tree;

    #[test]
    fn minimax_counts_every_node_of_a_uniform_tree() {
        let root = Tree::uniform(3, 4, 1).leak().root();
        let count = minimax_count(&root, 4, u64::MAX).unwrap();
        assert_eq!(
            count,
            Count {
                nodes: 1 + 3 + 9 + 27 + 81,
                leaves: 81
            }
        );
        assert_eq!(minimax_count(&root, 4, 100), None);
    }

    #[test]
    fn the_ladder_starts_at_knuth_and_moore_on_a_sorted_tree() {
        use crate::tree::Order;
        let root = Tree::uniform(3, 4, 2).ordered(Order::Best).leak().root();
        let ladder = measure_ladder(&[root], Some(4), u64::MAX, || {});
        assert_eq!(ladder.minimax[3], Some((121.0, 81.0)));
        assert!((ladder.branching - 3.0).abs() < 1e-9);
        // Plain alpha-beta on the best order: 3^2 + 3^2 - 1 leaves.
        assert_eq!(ladder.rungs[0][3].1, 17.0);
    }
}
