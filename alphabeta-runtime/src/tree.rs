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
        let value = self.node().value;
        match self.side_to_move() {
            Side::First => value,
            Side::Second => -value,
        }
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
        if self.depth % 2 == 0 {
            Side::First
        } else {
            Side::Second
        }
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
