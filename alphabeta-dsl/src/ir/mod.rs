//! The owned intermediate representation: what a game *is*, with no syntax
//! left in it. Lowering builds it from a checked declaration, so every value
//! here is in range; code generation reads nothing else.
//!
//! A game is a board, two players and its rules, which are one of two
//! kinds: [`Stones`] placed on an empty board (lines, connections), or
//! [`Pieces`] that stand on the board from a setup and move, capture or
//! flip.

// Boards of boxes (dots and boxes).
mod boxes;
pub mod chains;
mod crowning;
mod custodial;
pub mod distinct;
mod holes;
mod material_draw;
mod pieces;
mod points;
mod rotate;
mod stones;
pub mod taking;
mod when;

pub use boxes::BoxRules;
pub use custodial::{Avoid, Custodial};
pub use holes::Holes;
pub use material_draw::{Material, MaterialDraw};
pub use pieces::{
    Castle, Choice, Counting, DrawCount, Draws, Drops, Gating, Hand, Kind, Landing, Motion,
    MoveRule, Movers, PieceEnd, PieceTest, Pieces, Promote, Quiet, RepetitionEnd, RepetitionRule,
    Royal, Shot,
};
pub use points::{PointEnd, PointRules};
pub use rotate::{Rotation, MOST_TURNS};
pub use stones::{Count, End, Placing, Stones, Test};
pub use when::Hooks;

use crate::vocab::{Edge, HexOutline};
use proc_macro2::{Ident, TokenStream};

/// A whole game.
pub struct Game {
    /// The declaration's attributes and doc comments, for the generated type.
    pub attrs: TokenStream,
    pub vis: TokenStream,
    pub name: Ident,
    pub board: Board,
    pub players: [Player; 2],
    /// `eval: path`, spanned at the user's path.
    pub eval: Option<TokenStream>,
    /// `hints: path`, spanned at the user's path.
    pub hints: Option<TokenStream>,
    /// `eval: tuned("file")`: the path's span and the weights read.
    pub tuned: Option<(proc_macro2::Span, crate::check::tuned::TunedFile)>,
    pub rules: Rules,
}

/// What kind of game it is, and its rules.
pub enum Rules {
    Stones(Stones),
    Pieces(Box<Pieces>),
    /// Men on a board of points joined by lines.
    Points(PointRules),
    /// Lines drawn between dots, completing boxes.
    Boxes(BoxRules),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Square,
    Hex,
}

/// The board: its size and shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    pub shape: Shape,
    /// Only the squares of `a1`'s colour are played on (draughts).
    pub dark: bool,
    /// A hex board cut to a triangle or a hexagon inside its rhombus of
    /// `width x height` (the runtime's `Outline` says how).
    pub outline: Option<HexOutline>,
    /// The cells of the rectangle off the board (`without`), none on most
    /// boards.
    pub holes: Holes,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    /// How the player's stones are drawn and written in board strings.
    pub symbol: char,
}

/// The machine word of one bitboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    U16,
    U32,
    U64,
    U128,
    /// `n` words of 64 bits.
    Wide(usize),
}

impl Board {
    /// The cell indices: the whole rectangle or rhombus, cells off a cut
    /// outline included.
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// The cells on the board: fewer than [`Board::cells`] on a hex
    /// triangle or hexagon.
    pub fn playable(&self) -> usize {
        match self.outline {
            None => self.cells() - self.holes.count(),
            Some(HexOutline::Triangle) => self.width * (self.width + 1) / 2,
            Some(HexOutline::Hexagon) => {
                let side = self.width.div_ceil(2);
                3 * side * (side - 1) + 1
            }
        }
    }

    /// Whether the board's mirror (left to right on a rectangle, through
    /// the centre on a hex rhombus, as the runtime's `Grid::mirror`) keeps
    /// its holes: the searcher files a position with its mirror image only
    /// then.
    pub fn mirror_keeps_holes(&self) -> bool {
        let (w, cells) = (self.width, self.cells());
        match self.shape {
            Shape::Square => self.holes.kept_by(cells, |c| (w - 1 - c % w) + c / w * w),
            Shape::Hex => self.holes.kept_by(cells, |c| cells - 1 - c),
        }
    }

    /// How many sides the board has (the runtime's `Grid::side_count`).
    pub fn side_count(&self) -> usize {
        match self.outline {
            None => 4,
            Some(HexOutline::Triangle) => 3,
            Some(HexOutline::Hexagon) => 6,
        }
    }

    /// The cells along each side of a cut outline.
    pub fn side(&self) -> Option<usize> {
        self.outline.map(|outline| match outline {
            HexOutline::Triangle => self.width,
            HexOutline::Hexagon => self.width.div_ceil(2),
        })
    }

    /// The smallest word that holds the board.
    pub fn word(&self) -> Word {
        match self.cells() {
            0..=16 => Word::U16,
            17..=32 => Word::U32,
            33..=64 => Word::U64,
            65..=128 => Word::U128,
            n => Word::Wide(n.div_ceil(64)),
        }
    }

    /// The line directions, as `(dx, dy)`, each pointing to higher cells.
    pub fn axes(&self) -> &'static [(i32, i32)] {
        match self.shape {
            Shape::Square => &[(1, 0), (0, 1), (1, 1), (-1, 1)],
            Shape::Hex => &[(1, 0), (0, 1), (-1, 1)],
        }
    }

    /// The neighbour directions for connections.
    pub fn neighbours(&self) -> &'static [(i32, i32)] {
        match self.shape {
            Shape::Square => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
            Shape::Hex => &[(1, 0), (-1, 0), (0, 1), (0, -1), (-1, 1), (1, -1)],
        }
    }

    /// The most cells a line along `axis` holds.
    pub fn longest_line(&self, axis: (i32, i32)) -> usize {
        match axis {
            (_, 0) => self.width,
            (0, _) => self.height,
            _ => self.width.min(self.height),
        }
    }

    /// The bit distance between neighbouring cells along `axis`.
    pub fn shift(&self, (dx, dy): (i32, i32)) -> i32 {
        dx + dy * i32::try_from(self.width).expect("boards are at most 32 wide")
    }

    /// Whether any cell has a neighbour in direction `(dx, dy)`.
    pub fn has_step(&self, (dx, dy): (i32, i32)) -> bool {
        self.width > dx.unsigned_abs() as usize && self.height > dy.unsigned_abs() as usize
    }
}

/// The edges each player (first, second) must join.
pub type Goal = [(Edge, Edge); 2];
