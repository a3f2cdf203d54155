//! Games given as explicit trees of leaf values, for lessons and tests.
//!
//! A tree is written as nested parentheses. A leaf is an integer, or a name
//! (worth 0), so a lesson can ask which leaves the search never looked at:
//!
//! ```
//! use alphabeta_runtime::tree::Tree;
//! use alphabeta_runtime::reference::alphabeta;
//!
//! // max(min(3, 12, 8), min(2, x, y), min(14, 5, 2))
//! let tree = Tree::parse("((3 12 8) (2 x y) (14 5 2))").unwrap().leak();
//! let mut seen = Vec::new();
//! let mut eval = |node: &alphabeta_runtime::tree::TreeNode| {
//!     seen.push(node.leaf_label().unwrap());
//!     node.leaf_value()
//! };
//! assert_eq!(alphabeta(&tree.root(), 2, -1000, 1000, &mut eval), 3);
//! assert!(!seen.contains(&"x") && !seen.contains(&"y"));
//! ```
//!
//! Leaf values are from the root player's (the maximiser's) point of view.
//! Every leaf must lie at the same depth, the tree's height: the search
//! reaches the leaves with no depth left and evaluates them, exactly as it
//! evaluates the horizon of a real game.
//!
//! # Uniform trees
//!
//! Knuth and Moore's analysis is about *uniform* trees: every inner node has
//! `b` children and every leaf lies at depth `d`. [`Tree::uniform`] builds
//! one with leaf values drawn from a seed, [`Tree::ordered`] sorts its
//! children best first or worst first, and [`Tree::worst_case`] builds the
//! tree in which alpha-beta can cut nothing. [`RandomTree`] is the same
//! random tree without storing it, for trees too large to hold.

use crate::bitboard::splitmix64;
use crate::score::EVAL_LIMIT;
use crate::{Game, MoveList, Outcome, Side};

/// The most children a node may have.
pub const MAX_CHILDREN: usize = 32;

/// Why a tree could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    /// A character that is not a parenthesis, digit, sign, letter or space.
    #[error("unexpected `{0}` at byte {1}")]
    Unexpected(char, usize),
    /// The parentheses do not balance.
    #[error("unbalanced parentheses")]
    Unbalanced,
    /// A node has more children than [`MAX_CHILDREN`].
    #[error("a node has more than {MAX_CHILDREN} children")]
    TooManyChildren,
    /// An interior node without children, `()`.
    #[error("empty node `()` at byte {0}")]
    Empty(usize),
    /// Leaves at different depths.
    #[error("leaves lie at different depths ({0} and {1}); every leaf must be at the same depth")]
    Ragged(u32, u32),
}

#[derive(Clone, Debug)]
struct Node {
    first_child: u32,
    children: u32,
    value: i32,
    label: String,
}

/// An explicit game tree.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
    height: u32,
}

impl Tree {
    /// A uniform tree: every inner node has `branching` children, every
    /// leaf lies at depth `height`, and the leaf values are drawn uniformly
    /// from ±[`UNIFORM_VALUE_RANGE`] by a generator seeded with `seed`, in
    /// generation order (the order of [`RandomTree`] with the same seed).
    ///
    /// # Panics
    ///
    /// If `branching` is outside `1..=MAX_CHILDREN` or the tree would have
    /// more than [`MAX_UNIFORM_LEAVES`] leaves.
    #[must_use]
    pub fn uniform(branching: usize, height: u32, seed: u64) -> Tree {
        let spec = RandomTree::new(branching, height, seed);
        Tree::uniform_with(branching, height, |leaf| spec.leaf_value(leaf))
    }

    /// The uniform tree in which alpha-beta, searching children in their
    /// order, cuts nothing and evaluates all `branching^height` leaves.
    ///
    /// Each node's children improve on each other for the side to move,
    /// and each child's whole subtree lies strictly inside the window the
    /// search gives it, so no bound ever reaches across. The values are
    /// laid out as tightly as that allows: `2 b^(d/2) − 1` distinct values
    /// for even `d`, well inside the evaluation range for every tree this
    /// module can hold.
    ///
    /// # Panics
    ///
    /// As [`Tree::uniform`].
    #[must_use]
    pub fn worst_case(branching: usize, height: u32) -> Tree {
        let b = branching as i64;
        let (low, gap) = worst_case_room(b, height);
        let size = low + gap - 1;
        let mut values = Vec::with_capacity(branching.pow(height));
        worst_case_leaves(b, height, -(size + 1) / 2, size, low, &mut values);
        // The recursion works from each node's side to move; leaves store
        // the root player's view.
        let sign = if height % 2 == 0 { 1 } else { -1 };
        Tree::uniform_with(branching, height, |leaf| {
            (sign * values[leaf as usize]) as i32
        })
    }

    /// A uniform tree whose leaf `i` (in generation order) is worth `value(i)`.
    fn uniform_with(branching: usize, height: u32, mut value: impl FnMut(u64) -> i32) -> Tree {
        assert!(
            (1..=MAX_CHILDREN).contains(&branching),
            "a uniform tree has 1..={MAX_CHILDREN} children a node"
        );
        assert!(
            (branching as u64)
                .checked_pow(height)
                .is_some_and(|n| n <= MAX_UNIFORM_LEAVES),
            "the uniform tree is too large to hold; use RandomTree"
        );
        let mut nodes = Vec::new();
        let mut level_start = 0;
        for depth in 0..=height {
            let width = branching.pow(depth);
            for j in 0..width {
                let inner = depth < height;
                nodes.push(Node {
                    first_child: if inner {
                        (level_start + width + j * branching) as u32
                    } else {
                        0
                    },
                    children: if inner { branching as u32 } else { 0 },
                    value: if inner { 0 } else { value(j as u64) },
                    label: String::new(),
                });
            }
            level_start += width;
        }
        Tree { nodes, height }
    }

    /// The same tree with every node's children sorted by their minimax
    /// value: best first ([`Order::Best`], alpha-beta's best case) or worst
    /// first ([`Order::Worst`]).
    #[must_use]
    pub fn ordered(mut self, order: Order) -> Tree {
        self.sort_below(0, 0, order);
        self
    }

    /// Sorts the children of `index` (at `depth`) and everything below it;
    /// returns its minimax value, root player's view.
    fn sort_below(&mut self, index: usize, depth: u32, order: Order) -> i32 {
        let Node {
            first_child,
            children,
            value,
            ..
        } = self.nodes[index];
        if children == 0 {
            return value;
        }
        let block = first_child as usize..(first_child + children) as usize;
        let mut scored: Vec<(i32, Node)> = block
            .clone()
            .map(|child| {
                (
                    self.sort_below(child, depth + 1, order),
                    self.nodes[child].clone(),
                )
            })
            .collect();
        // From the side to move's view, best first is highest first.
        let maximising = depth % 2 == 0;
        scored.sort_by_key(|&(v, _)| {
            let for_mover = if maximising { -v } else { v };
            match order {
                Order::Best => for_mover,
                Order::Worst => -for_mover,
            }
        });
        let best = if maximising {
            scored.iter().map(|&(v, _)| v).max()
        } else {
            scored.iter().map(|&(v, _)| v).min()
        };
        for (slot, (_, node)) in block.zip(scored) {
            self.nodes[slot] = node;
        }
        best.expect("an inner node has children")
    }

    /// The same tree with every node's children in reverse order.
    #[must_use]
    pub fn reversed(mut self) -> Tree {
        for i in 0..self.nodes.len() {
            let Node {
                first_child,
                children,
                ..
            } = self.nodes[i];
            let block = first_child as usize..(first_child + children) as usize;
            self.nodes[block].reverse();
        }
        self
    }

    /// How many leaves the tree has.
    #[must_use]
    pub fn leaf_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.children == 0).count()
    }

    /// Reads a tree such as `((3 12 8) (2 x y) (14 5 2))`.
    pub fn parse(text: &str) -> Result<Tree, TreeError> {
        let mut parser = Parser { text, pos: 0 };
        let shape = parser.node()?;
        parser.skip_space();
        if parser.pos != text.len() {
            return Err(TreeError::Unbalanced);
        }
        let mut tree = Tree {
            nodes: Vec::new(),
            height: 0,
        };
        let mut leaf_depth = None;
        tree.nodes.push(Node {
            first_child: 0,
            children: 0,
            value: 0,
            label: String::new(),
        });
        tree.lay_out(0, &shape, 0, &mut leaf_depth)?;
        tree.height = leaf_depth.unwrap_or(0);
        Ok(tree)
    }

    /// Stores `shape` at `index`, its children breadth-first after the nodes so far.
    fn lay_out(
        &mut self,
        index: usize,
        shape: &Shape,
        depth: u32,
        leaf_depth: &mut Option<u32>,
    ) -> Result<(), TreeError> {
        match shape {
            Shape::Leaf(value, label) => {
                if let Some(d) = *leaf_depth {
                    if d != depth {
                        return Err(TreeError::Ragged(d, depth));
                    }
                }
                *leaf_depth = Some(depth);
                self.nodes[index].value = *value;
                self.nodes[index].label.clone_from(label);
            }
            Shape::Inner(children) => {
                let first = self.nodes.len();
                self.nodes[index].first_child = first as u32;
                self.nodes[index].children = children.len() as u32;
                for _ in children {
                    self.nodes.push(Node {
                        first_child: 0,
                        children: 0,
                        value: 0,
                        label: String::new(),
                    });
                }
                for (i, child) in children.iter().enumerate() {
                    self.lay_out(first + i, child, depth + 1, leaf_depth)?;
                }
            }
        }
        Ok(())
    }

    /// The depth of every leaf.
    #[must_use]
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Makes the tree live for the rest of the program, so its nodes can be
    /// `Copy` positions. Meant for lessons and tests.
    #[must_use]
    pub fn leak(self) -> &'static Tree {
        Box::leak(Box::new(self))
    }

    /// The root position, the maximiser to move.
    #[must_use]
    pub fn root(&'static self) -> TreeNode {
        TreeNode {
            tree: self,
            index: 0,
            depth: 0,
        }
    }
}

/// Whose turn it is at `depth`: the maximiser at even depths.
fn side_at(depth: u32) -> Side {
    if depth % 2 == 0 {
        Side::First
    } else {
        Side::Second
    }
}

/// A value from the root player's view, seen by `side`.
fn for_side(value: i32, side: Side) -> i32 {
    match side {
        Side::First => value,
        Side::Second => -value,
    }
}

/// How [`Tree::ordered`] sorts the children of every node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The best move for the side to move first: alpha-beta's best case.
    Best,
    /// The worst move first.
    Worst,
}

/// The largest uniform tree [`Tree::uniform`] builds, in leaves (about 40
/// bytes a node); [`RandomTree`] has no limit.
pub const MAX_UNIFORM_LEAVES: u64 = 1 << 22;

/// Random leaf values are drawn from `-UNIFORM_VALUE_RANGE..=UNIFORM_VALUE_RANGE`:
/// wide enough that ties, which the analysis of random trees assumes away,
/// are rare, and inside the evaluation range.
pub const UNIFORM_VALUE_RANGE: i32 = EVAL_LIMIT / 2;

/// The room a worst-case subtree of `height` needs, as `(low, gap)`: inside
/// an interval of `s` values its own value can sit anywhere from position
/// `low` (counted from the bottom, from 1) to `s + 1 - gap`.
///
/// A node's children each sit strictly below the previous one's value
/// (from the child's view), so child `i` lives in an interval topped by
/// child `i - 1`'s value; the chain of `b` children needs `b` gaps of the
/// level below, and the node's own value is its last child's, seen from
/// the other side.
fn worst_case_room(b: i64, height: u32) -> (i64, i64) {
    (0..height).fold((1, 1), |(low, gap), _| (b * gap, low))
}

/// Appends the leaf values (each from its own side to move's view) of a
/// worst-case subtree of `height` whose values lie in `lo+1..=lo+size` and
/// whose own value is `lo + target`.
fn worst_case_leaves(b: i64, height: u32, lo: i64, size: i64, target: i64, out: &mut Vec<i64>) {
    if height == 0 {
        out.push(lo + target);
        return;
    }
    let (_, gap) = worst_case_room(b, height - 1);
    // In the children's view the interval is mirrored: they share the
    // bottom `-hi`, and child `i`'s top is child `i - 1`'s value.
    let hi = lo + size + 1;
    let last = size + 1 - target;
    let mut child_size = size;
    for i in 1..=b {
        let position = last + (b - i) * gap;
        worst_case_leaves(b, height - 1, -hi, child_size, position, out);
        child_size = position - 1;
    }
}

/// A random uniform tree that is never stored: a node is its path, and a
/// leaf's value is a hash of the seed and the leaf's number, the same
/// values as [`Tree::uniform`] gives. For measuring trees of millions of
/// leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomTree {
    branching: u8,
    height: u8,
    seed: u64,
}

impl RandomTree {
    /// A tree of `branching` children a node and leaves at depth `height`.
    ///
    /// # Panics
    ///
    /// If `branching` is outside `1..=MAX_CHILDREN`, or `branching^height`
    /// does not fit in 60 bits.
    #[must_use]
    pub fn new(branching: usize, height: u32, seed: u64) -> RandomTree {
        assert!((1..=MAX_CHILDREN).contains(&branching));
        assert!((branching as u64)
            .checked_pow(height)
            .is_some_and(|n| n < 1 << 60));
        RandomTree {
            branching: branching as u8,
            height: height as u8,
            seed,
        }
    }

    /// The root, the maximiser to move.
    #[must_use]
    pub fn root(self) -> RandomNode {
        RandomNode {
            tree: self,
            depth: 0,
            index: 0,
        }
    }

    /// The value of leaf `leaf` (in generation order), root player's view.
    #[must_use]
    pub fn leaf_value(self, leaf: u64) -> i32 {
        let (_, bits) = splitmix64(self.seed ^ leaf.wrapping_mul(0xA076_1D64_78BD_642F));
        let span = 2 * UNIFORM_VALUE_RANGE as u64 + 1;
        (bits % span) as i32 - UNIFORM_VALUE_RANGE
    }
}

/// A node of a [`RandomTree`]: its depth and its number among the nodes of
/// that depth. A move is the index of a child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomNode {
    tree: RandomTree,
    depth: u8,
    index: u64,
}

impl RandomNode {
    /// Whether the node is a leaf.
    #[must_use]
    pub fn is_leaf(&self) -> bool {
        self.depth == self.tree.height
    }
}

impl Game for RandomNode {
    type Move = u8;
    type Moves = MoveList<u8, MAX_CHILDREN>;

    fn start() -> Self {
        RandomTree::new(2, 1, 0).root()
    }

    fn side_to_move(&self) -> Side {
        side_at(u32::from(self.depth))
    }

    fn outcome(&self) -> Option<Outcome> {
        None
    }

    fn generate(&self, moves: &mut Self::Moves) {
        if !self.is_leaf() {
            for i in 0..self.tree.branching {
                moves.push(i);
            }
        }
    }

    fn play(&self, mv: u8) -> Self {
        RandomNode {
            tree: self.tree,
            depth: self.depth + 1,
            index: self.index * u64::from(self.tree.branching) + u64::from(mv),
        }
    }

    fn hash_key(&self) -> u64 {
        self.hash_from_scratch()
    }

    fn hash_from_scratch(&self) -> u64 {
        // Every node is its own position: depth and number name it.
        let (_, key) = splitmix64(self.tree.seed ^ (u64::from(self.depth) << 58 | self.index));
        key
    }

    fn evaluate(&self) -> i32 {
        if !self.is_leaf() {
            return 0;
        }
        for_side(self.tree.leaf_value(self.index), self.side_to_move())
    }
}

enum Shape {
    Leaf(i32, String),
    Inner(Vec<Shape>),
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn skip_space(&mut self) {
        while self.text[self.pos..].starts_with(|c: char| c.is_whitespace() || c == ',') {
            self.pos += 1;
        }
    }

    fn node(&mut self) -> Result<Shape, TreeError> {
        self.skip_space();
        let rest = &self.text[self.pos..];
        let Some(c) = rest.chars().next() else {
            return Err(TreeError::Unbalanced);
        };
        if c == '(' {
            let open = self.pos;
            self.pos += 1;
            let mut children = Vec::new();
            loop {
                self.skip_space();
                match self.text[self.pos..].chars().next() {
                    None => return Err(TreeError::Unbalanced),
                    Some(')') => {
                        self.pos += 1;
                        break;
                    }
                    Some(_) => children.push(self.node()?),
                }
            }
            if children.is_empty() {
                return Err(TreeError::Empty(open));
            }
            if children.len() > MAX_CHILDREN {
                return Err(TreeError::TooManyChildren);
            }
            return Ok(Shape::Inner(children));
        }
        let len = rest
            .find(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ',')
            .unwrap_or(rest.len());
        let token = &rest[..len];
        if token.is_empty() {
            return Err(TreeError::Unbalanced);
        }
        if let Some(bad) = token
            .chars()
            .find(|c| !(c.is_alphanumeric() || *c == '-' || *c == '+' || *c == '_'))
        {
            return Err(TreeError::Unexpected(bad, self.pos));
        }
        self.pos += len;
        Ok(Shape::Leaf(token.parse().unwrap_or(0), token.to_string()))
    }
}

/// A node of a [`Tree`]: a position of the tree's game. A move is the index
/// of a child.
#[derive(Clone, Copy)]
pub struct TreeNode {
    tree: &'static Tree,
    index: u32,
    depth: u32,
}

impl TreeNode {
    fn node(&self) -> &'static Node {
        &self.tree.nodes[self.index as usize]
    }

    /// The leaf's text (`"3"`, `"x"`), or `None` for an interior node.
    #[must_use]
    pub fn leaf_label(&self) -> Option<&'static str> {
        let node = self.node();
        (node.children == 0).then_some(node.label.as_str())
    }

    /// The leaf's value from the side to move's point of view (0 inside the tree).
    #[must_use]
    pub fn leaf_value(&self) -> i32 {
        for_side(self.node().value, self.side_to_move())
    }
}

impl core::fmt::Debug for TreeNode {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "TreeNode({}", self.index)?;
        if let Some(label) = self.leaf_label() {
            write!(f, " = {label}")?;
        }
        f.write_str(")")
    }
}

impl PartialEq for TreeNode {
    fn eq(&self, other: &Self) -> bool {
        core::ptr::eq(self.tree, other.tree) && self.index == other.index
    }
}
impl Eq for TreeNode {}

/// The one-leaf tree `0`: [`Game::start`] must return something, but a tree
/// game starts from [`Tree::root`].
static EMPTY_TREE: std::sync::LazyLock<Tree> =
    std::sync::LazyLock::new(|| Tree::parse("0").expect("a single leaf is a tree"));

impl Game for TreeNode {
    type Move = u8;
    type Moves = MoveList<u8, MAX_CHILDREN>;

    fn start() -> Self {
        TreeNode {
            tree: &EMPTY_TREE,
            index: 0,
            depth: 0,
        }
    }

    fn side_to_move(&self) -> Side {
        side_at(self.depth)
    }

    fn outcome(&self) -> Option<Outcome> {
        None
    }

    fn generate(&self, moves: &mut Self::Moves) {
        for i in 0..self.node().children {
            moves.push(i as u8);
        }
    }

    fn play(&self, mv: u8) -> Self {
        TreeNode {
            tree: self.tree,
            index: self.node().first_child + u32::from(mv),
            depth: self.depth + 1,
        }
    }

    fn hash_key(&self) -> u64 {
        self.hash_from_scratch()
    }

    fn hash_from_scratch(&self) -> u64 {
        // Every node is its own position: no transpositions in a tree.
        (u64::from(self.index) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn evaluate(&self) -> i32 {
        self.leaf_value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_nested_leaves_breadth_first() {
        let tree = Tree::parse("((3 12 8) (2 x y) (14 5 2))").unwrap().leak();
        assert_eq!(tree.height(), 2);
        let root = tree.root();
        let second = root.play(1);
        assert_eq!(second.side_to_move(), Side::Second);
        assert_eq!(second.play(1).leaf_label(), Some("x"));
        assert_eq!(root.play(2).play(0).leaf_value(), 14);
    }

    #[test]
    fn rejects_malformed_trees() {
        assert_eq!(
            Tree::parse("((1 2) 3)").unwrap_err(),
            TreeError::Ragged(2, 1)
        );
        assert_eq!(Tree::parse("((1 2)").unwrap_err(), TreeError::Unbalanced);
        assert_eq!(Tree::parse("(() 1)").unwrap_err(), TreeError::Empty(1));
        assert!(matches!(
            Tree::parse("(1 $)").unwrap_err(),
            TreeError::Unexpected('$', _)
        ));
    }
}
