//! The rules of games whose pieces move, capture or flip: what `codegen::pieces`
//! builds from. Every cell is an index `col + row * width`; every vector is
//! given as the first player sees it (`dy > 0` is forward) and turned for
//! each side by [`PieceRules::oriented`].

pub use crate::ast::{NoMoves, Target};
use crate::ir::Verdict;

/// A move rule of a piece: a step or leap by each vector, or a slide along it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRule {
    pub slide: bool,
    pub vectors: Vec<(i32, i32)>,
    pub target: Target,
    /// A compound move: what the piece then shoots from its landing cell.
    pub shot: Option<Box<MoveRule>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promote {
    /// The kind the piece becomes.
    pub to: usize,
    /// The zone, per side.
    pub zone: [Vec<usize>; 2],
    /// Whether reaching the zone ends a chain of jumps (English draughts).
    pub ends_move: bool,
}

/// A kind of piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    pub name: String,
    /// Its letter in position strings and drawings.
    pub letter: char,
    pub moves: Vec<MoveRule>,
    /// Jump directions: over an adjacent enemy to the empty cell beyond.
    pub jumps: Vec<(i32, i32)>,
    /// Whether jumps continue while they can.
    pub chain: bool,
    pub promote: Option<Promote>,
    /// Worth in centi-units, for the default evaluation and the hints.
    pub value: i32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceTest {
    /// A piece of the mover on its zone.
    Reach([Vec<usize>; 2]),
    /// The opponent has no piece left.
    CapturedAll,
    /// When neither can move, the player with more pieces.
    MostPieces,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceEnd {
    pub verdict: Verdict,
    pub test: PieceTest,
}

/// Everything a piece or flipping game adds to [`Rules`](crate::ir::Rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceRules {
    /// Only the dark squares are played on; squares are numbered as in PDN.
    pub dark: bool,
    /// `place flipping`: stones placed to outflank lines, which turn over.
    pub flipping: bool,
    /// For a flipping game, one kind: the stone.
    pub kinds: Vec<Kind>,
    /// The name of what compound moves shoot (`Arrow`), if any.
    pub shot: Option<String>,
    /// `setup[side][kind]`: the cells where the game starts.
    pub setup: [Vec<Vec<usize>>; 2],
    /// Cells blocked at the start.
    pub blocked_setup: Vec<usize>,
    pub mandatory: bool,
    pub no_moves: NoMoves,
    /// In the order they are tested after each move.
    pub ends: Vec<PieceEnd>,
    /// `1` when the first player moves up the board, `-1` when down.
    pub forward: i32,
}

impl PieceRules {
    /// `v` as `side` (0 or 1) moves it: the second player's board is the
    /// first's turned half a circle.
    pub fn oriented(&self, (dx, dy): (i32, i32), side: usize) -> (i32, i32) {
        let s = if side == 0 {
            self.forward
        } else {
            -self.forward
        };
        (dx * s, dy * s)
    }

    /// Whether any rule can capture: a jump, or a move that lands on an enemy.
    pub fn can_capture(&self) -> bool {
        self.kinds
            .iter()
            .any(|k| !k.jumps.is_empty() || k.moves.iter().any(|m| m.target != Target::Empty))
    }

    pub fn has_jumps(&self) -> bool {
        self.kinds.iter().any(|k| !k.jumps.is_empty())
    }
}
