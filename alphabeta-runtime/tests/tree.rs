//! Textbook trees: the values and the pruning every lecture on alpha-beta
//! shows, checked on the reference alpha-beta and on the searcher.

mod common;

use alphabeta_runtime::reference::{alphabeta, minimax};
use alphabeta_runtime::score::INFINITY;
use alphabeta_runtime::tree::{Tree, TreeNode};
use alphabeta_runtime::{Game, Limits, SearchOptions, Searcher};
use common::{value_preserving_options, OPTION_COMBOS};

/// The lecture example: max(min(3, 12, 8), min(2, x, y), min(14, 5, 2)).
const LECTURE: &str = "((3 12 8) (2 x y) (14 5 2))";

/// An evaluator that remembers which leaves it was asked about.
#[derive(Clone, Default)]
struct LeafLog {
    seen: Vec<&'static str>,
}

impl alphabeta_runtime::Evaluator<TreeNode> for LeafLog {
    fn evaluate(&mut self, node: &TreeNode) -> i32 {
        // Iterative deepening also evaluates inner nodes at its shallower
        // horizons; only leaves are worth recording.
        if let Some(label) = node.leaf_label() {
            self.seen.push(label);
        }
        node.evaluate()
    }
}

fn root(text: &str) -> TreeNode {
    Tree::parse(text).expect("a well-formed tree").leak().root()
}

#[test]
fn reference_alphabeta_never_looks_at_x_or_y() {
    let root = root(LECTURE);
    let mut log = LeafLog::default();
    assert_eq!(alphabeta(&root, 2, -INFINITY, INFINITY, &mut log), 3);
    assert_eq!(log.seen, ["3", "12", "8", "2", "14", "5", "2"]);
    assert_eq!(minimax(&root, 2, &mut LeafLog::default()), 3);
}

#[test]
fn plain_searcher_never_looks_at_x_or_y() {
    let root = root(LECTURE);
    let mut searcher = Searcher::with_evaluator(SearchOptions::plain(), LeafLog::default());
    let result = searcher.search(&root, &Limits::depth(2));
    assert_eq!((result.score, result.best_move), (3, Some(0)));
    assert_eq!(
        searcher.evaluator().seen,
        ["3", "12", "8", "2", "14", "5", "2"]
    );
}

#[test]
fn default_searcher_never_looks_at_x_or_y() {
    let root = root(LECTURE);
    let mut searcher = Searcher::with_evaluator(SearchOptions::default(), LeafLog::default());
    let result = searcher.search(&root, &Limits::depth(2));
    assert_eq!((result.score, result.best_move), (3, Some(0)));
    let seen = &searcher.evaluator().seen;
    assert!(
        !seen.contains(&"x") && !seen.contains(&"y"),
        "evaluated {seen:?}"
    );
}

#[test]
fn a_closure_can_count_the_leaves() {
    let root = root(LECTURE);
    let mut leaves = 0;
    let value = alphabeta(&root, 2, -INFINITY, INFINITY, &mut |node: &TreeNode| {
        leaves += u32::from(node.leaf_label().is_some());
        node.evaluate()
    });
    assert_eq!((value, leaves), (3, 7));
}

/// A three-ply tree (max, min, max) worked by hand, with a cut at each
/// level below the root:
///
/// - left:  min(max(5, 6), max(7, r, s)) = 6; once the 7 beats the 6 the
///   min node already has, r and s cannot matter;
/// - mid:   min(max(3, 0), max(p, 9)) = 3; max(3, 0) is no better than the
///   6 the root has, so the second max node is never opened;
/// - right: min(max(5, 4), max(7, q)) = 5; likewise.
///
/// So the root is 6, from the left.
const THREE_PLY: &str = "(((5 6) (7 r s)) ((3 0) (p 9)) ((5 4) (7 q)))";
const THREE_PLY_SEEN: [&str; 7] = ["5", "6", "7", "3", "0", "5", "4"];

#[test]
fn a_three_ply_tree_has_its_minimax_value_and_cuts() {
    let root = root(THREE_PLY);
    assert_eq!(minimax(&root, 3, &mut LeafLog::default()), 6);

    let mut log = LeafLog::default();
    assert_eq!(alphabeta(&root, 3, -INFINITY, INFINITY, &mut log), 6);
    assert_eq!(log.seen, THREE_PLY_SEEN);

    let mut searcher = Searcher::with_evaluator(SearchOptions::plain(), LeafLog::default());
    let result = searcher.search(&root, &Limits::depth(3));
    assert_eq!((result.score, result.best_move), (6, Some(0)));
    assert_eq!(searcher.evaluator().seen, THREE_PLY_SEEN);

    let result =
        Searcher::<TreeNode>::new(SearchOptions::default()).search(&root, &Limits::depth(3));
    assert_eq!((result.score, result.best_move), (6, Some(0)));
}

/// A uniform four-ply tree (max, min, max, min) worked by hand: the left
/// subtree is min(max(3, 2), max(0, 0)) = 0, the right one
/// min(max(2, 0), max(2, 0)) = 2, so the root is 2. Every option
/// combination must agree.
const FOUR_PLY: &str = "((((3 17) (2 12)) ((15 x) (25 0))) (((2 5) (3 y)) ((2 14) (z w))))";

#[test]
fn a_four_ply_tree_has_its_minimax_value_under_every_option() {
    let root = root(FOUR_PLY);
    let value = minimax(&root, 4, &mut LeafLog::default());
    assert_eq!(value, 2);
    assert_eq!(
        alphabeta(&root, 4, -INFINITY, INFINITY, &mut LeafLog::default()),
        value
    );
    for combo in 0..OPTION_COMBOS {
        let options = value_preserving_options(combo);
        let result = Searcher::<TreeNode>::new(options).search(&root, &Limits::depth(4));
        assert_eq!(result.score, value, "{options:?}");
    }
}
