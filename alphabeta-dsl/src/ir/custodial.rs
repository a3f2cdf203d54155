//! Custodial capture of pieces (the tafl family): after a move, the enemy
//! pieces the moved piece encloses on a line with a piece of its own, or
//! against a hostile cell, leave the board.

/// `captures: custodial(n) [directions] [against cells]`, with the rules
/// of kinds beside it (`King by 4 sides in Castle`, `King unarmed`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Custodial {
    /// How many enemy pieces, exactly, stand in a row between the moved
    /// piece and its partner.
    pub n: usize,
    /// The lines looked along, from the moved piece: a set closed under
    /// turning half a circle (the checker makes sure), so the same for
    /// both players.
    pub vectors: Vec<(i32, i32)>,
    /// Per side of the capturer: the cells that, while empty, close a line
    /// as its own piece would (tafl's throne and corners).
    pub hostile: [Vec<usize>; 2],
    /// The kinds taken only when closed on all four sides, each with the
    /// cells (per side of the piece) where that holds; `None`: everywhere.
    /// Elsewhere they are taken as any other piece.
    pub by_sides: Vec<(usize, Option<[Vec<usize>; 2]>)>,
    /// The kinds that neither capture when they move nor close a line.
    pub unarmed: Vec<usize>,
    /// `shieldwall`: a row of two or more enemy pieces along an edge,
    /// each fronted by an armed piece of the mover's, bracketed at one end
    /// by the moved piece and at the other by a partner, is taken but for
    /// its kinds taken only by four sides.
    pub shieldwall: bool,
}

/// `not at cells` (a move may not stop there) or `not through cells`
/// (nor cross them), per side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Avoid {
    pub cells: [Vec<usize>; 2],
    pub through: bool,
}
