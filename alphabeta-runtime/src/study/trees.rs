//! Knuth and Moore on uniform trees, measured.
//!
//! - [`order_row`]: leaves evaluated with the best order, the worst order
//!   and random order, beside Knuth and Moore's `b^⌈d/2⌉ + b^⌊d/2⌋ − 1`.
//! - [`branching_row`]: the effective branching factor of alpha-beta on
//!   random trees, beside Pearl's `ξ_b / (1 − ξ_b)`, `b^(3/4)` and `b^(1/2)`.
//! - [`bounds_row`]: fail-hard against fail-soft: how often fail-soft's
//!   bound is tighter, and the leaves a table saves when a later search
//!   reuses it.
//!
//! Every figure is a mean over seeded trees with its spread: a measurement,
//! never a test that can flake.

use super::stats::Summary;
use crate::reference::{alphabeta, alphabeta_soft, alphabeta_with_table, pvs, Bounds, Table};
use crate::score::{Score, INFINITY};
use crate::tree::{Order, RandomNode, RandomTree, Tree, TreeNode};
use crate::{Evaluator, Game};

/// Which alpha-beta counts the leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Knuth and Moore's F2 ([`alphabeta`]).
    FailHard,
    /// Their F3 ([`alphabeta_soft`]).
    FailSoft,
    /// Principal variation search ([`pvs`]).
    Pvs,
}

impl Algorithm {
    /// All three, in the order tables print them.
    pub const ALL: [Algorithm; 3] = [Algorithm::FailHard, Algorithm::FailSoft, Algorithm::Pvs];

    /// Its name in tables.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::FailHard => "fail-hard",
            Algorithm::FailSoft => "fail-soft",
            Algorithm::Pvs => "PVS",
        }
    }

    /// Searches `root` to `depth` with the open window; returns the value
    /// and the leaves evaluated.
    pub fn leaves<G: Game>(self, root: &G, depth: u32) -> (Score, u64) {
        let mut leaves = 0;
        let mut count = |node: &G| {
            leaves += 1;
            node.evaluate()
        };
        let value = match self {
            Algorithm::FailHard => alphabeta(root, depth, -INFINITY, INFINITY, &mut count),
            Algorithm::FailSoft => alphabeta_soft(root, depth, -INFINITY, INFINITY, &mut count),
            Algorithm::Pvs => pvs(root, depth, -INFINITY, INFINITY, &mut count),
        };
        (value, leaves)
    }
}

/// Knuth and Moore's count: the leaves alpha-beta evaluates on a uniform
/// tree whose best move is always first.
#[must_use]
pub fn knuth_moore_best(b: u64, d: u32) -> u64 {
    b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1
}

/// `ξ_b`, the positive root of `x^b + x − 1 = 0`.
#[must_use]
pub fn pearl_xi(b: u32) -> f64 {
    // The left side rises from -1 at 0 to 1 at 1: bisect.
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        if mid.powi(b as i32) + mid - 1.0 < 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// Pearl's asymptotic branching factor of alpha-beta on random uniform
/// trees of branching `b` with continuous leaf values: `ξ_b / (1 − ξ_b)`.
#[must_use]
pub fn pearl_branching(b: u32) -> f64 {
    let xi = pearl_xi(b);
    xi / (1.0 - xi)
}

/// Leaves evaluated on one uniform tree of branching `b` and depth `d`
/// in each order.
#[derive(Clone, Debug)]
pub struct OrderRow {
    /// Branching.
    pub b: usize,
    /// Depth.
    pub d: u32,
    /// `b^d`: what minimax evaluates.
    pub minimax: u64,
    /// Knuth and Moore's best-order count.
    pub knuth_moore: u64,
    /// Per algorithm: leaves with the best order.
    pub best: Vec<u64>,
    /// Per algorithm: leaves with the worst order.
    pub worst: Vec<u64>,
    /// Per algorithm: leaves with random order, over the seeds.
    pub random: Vec<Summary>,
}

/// Counts the leaves every [`Algorithm`] evaluates on uniform trees of
/// branching `b` and depth `d`: sorted best first, built worst first
/// ([`Tree::worst_case`]), and in random order, one tree a seed in `seeds`.
#[must_use]
pub fn order_row(b: usize, d: u32, seeds: std::ops::Range<u64>) -> OrderRow {
    let best_tree = Tree::uniform(b, d, seeds.start).ordered(Order::Best);
    let best_root = leaked(best_tree);
    let worst_root = leaked(Tree::worst_case(b, d));
    let random: Vec<Summary> = Algorithm::ALL
        .iter()
        .map(|algorithm| {
            let counts: Vec<f64> = seeds
                .clone()
                .map(|seed| algorithm.leaves(&RandomTree::new(b, d, seed).root(), d).1 as f64)
                .collect();
            Summary::of(&counts)
        })
        .collect();
    OrderRow {
        b,
        d,
        minimax: (b as u64).pow(d),
        knuth_moore: knuth_moore_best(b as u64, d),
        best: Algorithm::ALL
            .iter()
            .map(|a| a.leaves(&best_root.root(), d).1)
            .collect(),
        worst: Algorithm::ALL
            .iter()
            .map(|a| a.leaves(&worst_root.root(), d).1)
            .collect(),
        random,
    }
}

/// The trees of a study live as long as the program: [`TreeNode`] borrows
/// its tree for `'static`. They are few and small (see [`order_row`]).
fn leaked(tree: Tree) -> &'static Tree {
    tree.leak()
}

/// The effective branching factor of alpha-beta on random trees of one `b`.
#[derive(Clone, Debug)]
pub struct BranchingRow {
    /// Branching.
    pub b: usize,
    /// The depth measured (`depth - 2` was measured too).
    pub depth: u32,
    /// Leaves at `depth`, over the seeds.
    pub leaves: Summary,
    /// The measured factor, `(leaves(d) / leaves(d − 2))^(1/2)` per seed.
    pub measured: Summary,
    /// Pearl's `ξ_b / (1 − ξ_b)`.
    pub pearl: f64,
    /// The lecture's random-order guess, `b^(3/4)`.
    pub three_quarters: f64,
    /// The best order's `b^(1/2)`.
    pub half: f64,
}

/// Leaves alpha-beta (fail-soft) evaluates on a random tree of about
/// `target` leaves or fewer decides the depth of [`branching_row`].
pub const BRANCHING_TARGET_LEAVES: f64 = 200_000.0;

/// The depth [`branching_row`] measures `b` at: as deep as about
/// [`BRANCHING_TARGET_LEAVES`] evaluated leaves allow, by Pearl's factor.
#[must_use]
pub fn branching_depth(b: usize) -> u32 {
    let by_pearl = (BRANCHING_TARGET_LEAVES.ln() / pearl_branching(b as u32).ln()) as u32;
    let representable = (59.0 / (b as f64).log2()) as u32;
    by_pearl.min(representable).clamp(4, 24)
}

/// Measures the effective branching factor of `algorithm` on random trees
/// of branching `b`: per seed, the square root of the ratio of the leaves
/// at `depth` and at `depth − 2` (the same parity, so the odd-even swing
/// of alpha-beta cancels), a tree of each depth from the seed.
#[must_use]
pub fn branching_row(
    b: usize,
    depth: u32,
    seeds: std::ops::Range<u64>,
    algorithm: Algorithm,
) -> BranchingRow {
    let mut leaves = Vec::new();
    let mut ratios = Vec::new();
    for seed in seeds {
        let deep = algorithm
            .leaves(&RandomTree::new(b, depth, seed).root(), depth)
            .1 as f64;
        let shallow = algorithm
            .leaves(&RandomTree::new(b, depth - 2, seed).root(), depth - 2)
            .1 as f64;
        leaves.push(deep);
        ratios.push((deep / shallow).sqrt());
    }
    BranchingRow {
        b,
        depth,
        leaves: Summary::of(&leaves),
        measured: Summary::of(&ratios),
        pearl: pearl_branching(b as u32),
        three_quarters: (b as f64).powf(0.75),
        half: (b as f64).sqrt(),
    }
}

/// Fail-hard against fail-soft on the same random trees.
#[derive(Clone, Debug)]
pub struct BoundsRow {
    /// Branching.
    pub b: usize,
    /// Depth.
    pub d: u32,
    /// Null-window probes that failed (all of them, by construction).
    pub probes: usize,
    /// Of those, the ones where fail-soft's bound lay strictly beyond the
    /// window, where fail-hard's is the window's edge.
    pub tighter: usize,
    /// How far beyond the window fail-soft's bound lay, over the probes.
    pub gap: Summary,
    /// Leaves of the open-window search that follows each probe on the
    /// probe's table, fail-hard.
    pub research_hard: Summary,
    /// The same, fail-soft.
    pub research_soft: Summary,
}

/// For each seed's random tree (value `v`), probes with the null windows
/// just above `v + offset` and just below `v − offset`, which fail low and
/// high, once fail-hard and once fail-soft, each on a fresh [`Table`]; then
/// searches the open window on that table, as an aspiration search does
/// after its window failed. Fail-soft stores tighter bounds, so the second
/// search answers more positions from the table.
#[must_use]
pub fn bounds_row(b: usize, d: u32, seeds: std::ops::Range<u64>, offset: Score) -> BoundsRow {
    let mut gaps = Vec::new();
    let mut hard = Vec::new();
    let mut soft = Vec::new();
    let mut tighter = 0;
    for seed in seeds {
        let root = RandomTree::new(b, d, seed).root();
        let value = alphabeta_soft(&root, d, -INFINITY, INFINITY, &mut |n: &RandomNode| {
            n.evaluate()
        });
        // (alpha, beta) of a probe that fails low, then of one that fails high.
        for (alpha, beta) in [
            (value + offset, value + offset + 1),
            (value - offset - 1, value - offset),
        ] {
            let mut result = [0; 2];
            for (i, bounds) in [Bounds::Hard, Bounds::Soft].into_iter().enumerate() {
                let mut table = Table::new();
                let mut eval = |n: &RandomNode| n.evaluate();
                result[i] =
                    alphabeta_with_table(&root, d, alpha, beta, bounds, &mut table, &mut eval);
                let mut leaves = 0u64;
                let mut count = |n: &RandomNode| {
                    leaves += 1;
                    n.evaluate()
                };
                let again = alphabeta_with_table(
                    &root, d, -INFINITY, INFINITY, bounds, &mut table, &mut count,
                );
                debug_assert_eq!(again, value);
                [&mut hard, &mut soft][i].push(leaves as f64);
            }
            let [hard_bound, soft_bound] = result;
            let gap = if soft_bound <= alpha {
                hard_bound - soft_bound
            } else {
                soft_bound - hard_bound
            };
            tighter += usize::from(gap > 0);
            gaps.push(f64::from(gap));
        }
    }
    BoundsRow {
        b,
        d,
        probes: gaps.len(),
        tighter,
        gap: Summary::of(&gaps),
        research_hard: Summary::of(&hard),
        research_soft: Summary::of(&soft),
    }
}

/// Counts the leaves an evaluator is asked about, for [`TreeNode`] games.
#[derive(Clone, Debug, Default)]
pub struct LeafCount(pub u64);

impl Evaluator<TreeNode> for LeafCount {
    fn evaluate(&mut self, node: &TreeNode) -> i32 {
        self.0 += u64::from(node.leaf_label().is_some());
        node.evaluate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pearls_root_solves_its_equation() {
        for b in 2..=10 {
            let x = pearl_xi(b);
            assert!((x.powi(b as i32) + x - 1.0).abs() < 1e-12);
        }
        // b = 2: x^2 + x - 1 = 0, the golden ratio's inverse; ξ/(1-ξ) is φ.
        assert!((pearl_branching(2) - 1.618_033_988_749_895).abs() < 1e-9);
        // Pearl's factor lies between the best order's and the lecture's guess.
        for b in 2..=30 {
            let r = pearl_branching(b);
            assert!(
                f64::from(b).sqrt() < r && r < f64::from(b).powf(0.75),
                "b={b}"
            );
        }
    }

    #[test]
    fn a_small_order_row_counts_knuth_and_moore() {
        let row = order_row(3, 4, 0..3);
        assert_eq!(row.knuth_moore, 17);
        assert_eq!(row.best, [17, 17, 17]);
        assert_eq!(row.worst[..2], [81, 81]);
        assert!(row.random.iter().all(|s| s.mean > 17.0 && s.mean < 81.0));
    }

    #[test]
    fn fail_soft_bounds_are_never_looser_and_save_leaves() {
        let row = bounds_row(3, 5, 0..8, 300);
        assert_eq!(row.probes, 16);
        assert!(row.gap.mean >= 0.0);
        assert!(row.research_soft.mean <= row.research_hard.mean);
    }
}
