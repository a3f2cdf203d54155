//! Draws by material (`draw: 16 moves with 3 King against King`).
//!
//! # Design
//!
//! A rule is a count of plies and patterns of material. The game is drawn
//! once the material on the board has matched one of the patterns for
//! that many plies (two a move: `16 moves` is 16 moves of each player),
//! counted from the last ply that changed the material: a capture, a
//! promotion, or anything else that changes how many pieces of a kind a
//! player has. Since the pattern is tested on the position judged and the
//! count restarts whenever the material changes, the count is always the
//! plies that the current material has stood, whichever pattern it
//! matches; one counter serves every rule of the game.
//!
//! **The counter** is the position's `material_clock` (a `u16`, plies,
//! saturating), kept beside the n-move rule's `clock` and as it is: not
//! in the Zobrist key, so that a position keeps its key whatever its
//! count (the search's table may then score a position with another
//! count, as it does for the n-move rule). It is a second counter because
//! the n-move rule's restarts differ: draughts' 25-move rule restarts at
//! every man's move, which leaves the material as it was. A position read
//! from text starts its count at 0: the count runs from the position
//! given, as an arbiter counts from the moment the material is reached.
//!
//! **Cost.** After each move the material is compared with the position
//! before it (a population count per kind and player); the patterns are
//! tested only once the counter reaches a rule's plies.

/// `N moves with pattern | pattern`: a draw once the material has matched
/// one of the patterns for `plies` plies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaterialDraw {
    /// Twice the moves written.
    pub plies: u16,
    pub patterns: Vec<Material>,
}

/// One pattern of material.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Material {
    /// What one player has, against what the other has, either way round:
    /// for each side of the pattern and each kind (in declaration order),
    /// the fewest and most pieces of that kind (0 and 0 for a kind the
    /// pattern does not name).
    Sides([Vec<(u8, u8)>; 2]),
    /// The pieces on the board, both players' together, from `low` to
    /// `high`; with `each`, both players have a piece of that kind.
    Total {
        low: u8,
        high: u8,
        each: Option<usize>,
    },
}
