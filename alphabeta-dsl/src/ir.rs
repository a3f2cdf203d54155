//! The owned intermediate representation: what a game *is*, with no syntax
//! left in it. Validation has already passed when this is built, so every
//! value here is in range.

pub mod pieces;

use proc_macro2::TokenStream;
use std::fmt;

/// What happens to the player who just moved when a condition holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Lose,
    Draw,
}

/// An edge of the board, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    Top,
    Bottom,
    Left,
    Right,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Square,
    Hex,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moves {
    Place,
    Drop,
}

/// An end condition, about the player who just moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Test {
    /// `n` in a row, or exactly `n`.
    Line { n: usize, exactly: bool },
    /// The edges each player (first, second) must join.
    Connect { edges: [(Edge, Edge); 2] },
    /// No empty cell left.
    Full,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub verdict: Verdict,
    pub test: Test,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    /// How the player's stones are drawn and written in board strings.
    pub symbol: char,
}

/// The machine word of one player's bitboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    U16,
    U32,
    U64,
    U128,
    /// `n` words of 64 bits.
    Wide(usize),
}

/// A whole game.
pub struct Rules {
    pub width: usize,
    pub height: usize,
    pub shape: Shape,
    pub players: [Player; 2],
    pub moves: Moves,
    /// In the order they are tested.
    pub ends: Vec<End>,
    /// `eval: path`.
    pub eval: Option<TokenStream>,
    /// `hints: path`.
    pub hints: Option<TokenStream>,
    /// Pieces that move, or stones that flip: built by `codegen::pieces`.
    pub pieces: Option<pieces::PieceRules>,
}

impl Rules {
    pub fn cells(&self) -> usize {
        self.width * self.height
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

    /// The most legal moves a position can have.
    pub fn move_capacity(&self) -> usize {
        match self.moves {
            Moves::Place => self.cells(),
            Moves::Drop => self.width,
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

    /// The line condition that evaluation and hints follow: the first one
    /// that wins or loses.
    pub fn scoring_line(&self) -> Option<(usize, Verdict)> {
        self.ends.iter().find_map(|e| match e.test {
            Test::Line { n, .. } if e.verdict != Verdict::Draw => Some((n, e.verdict)),
            _ => None,
        })
    }

    /// The connection condition that evaluation and hints follow.
    pub fn scoring_connect(&self) -> Option<([(Edge, Edge); 2], Verdict)> {
        self.ends.iter().find_map(|e| match e.test {
            Test::Connect { edges } if e.verdict != Verdict::Draw => Some((edges, e.verdict)),
            _ => None,
        })
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Edge::Top => "top",
            Edge::Bottom => "bottom",
            Edge::Left => "left",
            Edge::Right => "right",
        })
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Win => "win",
            Verdict::Lose => "lose",
            Verdict::Draw => "draw",
        })
    }
}

impl fmt::Display for Test {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Test::Line { n, exactly: false } => write!(f, "line({n})"),
            Test::Line { n, exactly: true } => write!(f, "line(exactly {n})"),
            Test::Connect { edges: [a, b] } if a == b => write!(f, "connect({}-{})", a.0, a.1),
            Test::Connect { edges: [a, b] } => {
                write!(
                    f,
                    "connect(first: {}-{}, second: {}-{})",
                    a.0, a.1, b.0, b.1
                )
            }
            Test::Full => f.write_str("full"),
        }
    }
}

/// The declaration, as rustdoc shows it on the generated type.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hex = if self.shape == Shape::Hex { "hex " } else { "" };
        writeln!(f, "board: {hex}{} x {},", self.width, self.height)?;
        writeln!(
            f,
            "players: {}, {},",
            self.players[0].name, self.players[1].name
        )?;
        let moves = match self.moves {
            Moves::Place => "place",
            Moves::Drop => "drop",
        };
        writeln!(f, "moves: {moves},")?;
        for end in &self.ends {
            writeln!(f, "{}: {},", end.verdict, end.test)?;
        }
        Ok(())
    }
}
