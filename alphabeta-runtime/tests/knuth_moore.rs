//! Knuth and Moore's counts, exactly: on a uniform tree of branching `b` and
//! depth `d`, alpha-beta with the best move always first evaluates
//! `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` leaves, and with the worst first all `b^d`.
//! Checked for fail-hard, fail-soft and principal variation search, in the
//! reference code and in the searcher, for `b` in 2..=5 and `d` in 1..=8.

use alphabeta_runtime::reference::{alphabeta, alphabeta_soft, minimax, pvs};
use alphabeta_runtime::score::{Score, INFINITY};
use alphabeta_runtime::tree::{Order, Tree, TreeNode};
use alphabeta_runtime::{Evaluator, Game, Limits, SearchOptions, Searcher};
use std::collections::HashSet;

/// A reference search: position, depth, window, evaluator.
type Reference = fn(&TreeNode, u32, Score, Score, &mut LeafCount) -> Score;

const REFERENCES: [(&str, Reference); 3] = [
    ("fail-hard", alphabeta::<TreeNode, LeafCount>),
    ("fail-soft", alphabeta_soft::<TreeNode, LeafCount>),
    ("pvs", pvs::<TreeNode, LeafCount>),
];

/// Counts leaf evaluations, and which leaves were evaluated at least once.
#[derive(Clone, Default)]
struct LeafCount {
    evaluations: u64,
    distinct: HashSet<u64>,
}

impl Evaluator<TreeNode> for LeafCount {
    fn evaluate(&mut self, node: &TreeNode) -> i32 {
        // The searcher's shallower iterations evaluate inner nodes too.
        if node.leaf_label().is_some() {
            self.evaluations += 1;
            self.distinct.insert(node.hash_key());
        }
        node.evaluate()
    }
}

fn knuth_moore_best(b: u64, d: u32) -> u64 {
    b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1
}

fn sizes() -> impl Iterator<Item = (usize, u32)> {
    (2..=5).flat_map(|b| (1..=8).map(move |d| (b, d)))
}

/// The searcher's own fail-soft alpha-beta, with or without PVS and nothing
/// else, on the final iteration's leaves.
fn searcher_leaves(root: &TreeNode, depth: u32, pvs: bool) -> (Score, LeafCount) {
    let options = SearchOptions {
        pvs,
        ..SearchOptions::plain()
    };
    let mut searcher = Searcher::with_evaluator(options, LeafCount::default());
    // Leaves lie only at the full depth, so earlier iterations add none.
    let score = searcher.search(root, &Limits::depth(depth)).score;
    (score, searcher.evaluator().clone())
}

#[test]
fn best_order_evaluates_exactly_the_minimal_tree() {
    for (b, d) in sizes() {
        let seed = (b as u64) << 8 | u64::from(d);
        let root = Tree::uniform(b, d, seed).ordered(Order::Best).leak().root();
        let value = minimax(&root, d, &mut LeafCount::default());
        let expected = knuth_moore_best(b as u64, d);
        for (name, search) in REFERENCES {
            let mut count = LeafCount::default();
            assert_eq!(search(&root, d, -INFINITY, INFINITY, &mut count), value);
            assert_eq!(count.evaluations, expected, "{name} b={b} d={d}");
        }
        for pvs in [false, true] {
            let (score, count) = searcher_leaves(&root, d, pvs);
            assert_eq!(score, value);
            assert_eq!(
                count.evaluations, expected,
                "searcher pvs={pvs} b={b} d={d}"
            );
        }
    }
}

#[test]
fn worst_order_evaluates_every_leaf() {
    for (b, d) in sizes() {
        let all = (b as u64).pow(d);
        let root = Tree::worst_case(b, d).leak().root();
        let value = minimax(&root, d, &mut LeafCount::default());
        for (name, search) in REFERENCES {
            let mut count = LeafCount::default();
            assert_eq!(search(&root, d, -INFINITY, INFINITY, &mut count), value);
            assert_eq!(count.distinct.len() as u64, all, "{name} b={b} d={d}");
            if name != "pvs" {
                assert_eq!(count.evaluations, all, "{name} b={b} d={d}");
            }
        }
        for pvs in [false, true] {
            let (score, count) = searcher_leaves(&root, d, pvs);
            assert_eq!(score, value);
            assert_eq!(
                count.distinct.len() as u64,
                all,
                "searcher pvs={pvs} b={b} d={d}"
            );
        }
    }
}

/// Every later move in the worst order is better than the one before, so
/// PVS's null-window probe fails high each time and the move is searched
/// twice: PVS pays for guessing wrong.
#[test]
fn pvs_searches_again_what_it_guessed_wrong() {
    let root = Tree::worst_case(3, 4).leak().root();
    let mut plain = LeafCount::default();
    let mut probing = LeafCount::default();
    alphabeta_soft(&root, 4, -INFINITY, INFINITY, &mut plain);
    pvs(&root, 4, -INFINITY, INFINITY, &mut probing);
    assert_eq!(plain.evaluations, 81);
    assert!(probing.evaluations > plain.evaluations);
}

/// Sorting is all a best-first tree differs by: the value stays.
#[test]
fn ordering_keeps_the_value_and_the_leaves() {
    for seed in 0..20 {
        let tree = Tree::uniform(3, 5, seed);
        let plain = tree.clone().leak().root();
        let best = tree.clone().ordered(Order::Best).leak().root();
        let worst = tree.ordered(Order::Worst).leak().root();
        let value = minimax(&plain, 5, &mut LeafCount::default());
        assert_eq!(minimax(&best, 5, &mut LeafCount::default()), value);
        assert_eq!(minimax(&worst, 5, &mut LeafCount::default()), value);
    }
}
