//! The names of generated items that depend on the rules (`SEGMENTS_3`,
//! `PROMOTE_0`, `chain_1`, ...), each made once, here, and handed to every
//! emitter that defines or uses the item, so the two can never disagree.

use crate::ir::{PieceTest, Pieces, Stones};
use crate::vocab::Edge;
use proc_macro2::Ident;
use quote::format_ident;

/// The generated items of a line condition.
pub struct LineNames {
    pub n: usize,
    pub exactly: bool,
    /// `fn(own, cell) -> bool`: the line through the last move.
    pub through: Ident,
    /// `fn(own) -> bool`: a line anywhere, for positions read from text.
    pub anywhere: Ident,
    /// The table of segments the test reads.
    pub segments: Ident,
    /// For each line direction, the cells where a line of `n` fits (lines
    /// of `n` or more only).
    pub starts: Ident,
}

/// The rule-dependent names of a placement game.
pub struct StoneNames {
    pub lines: Vec<LineNames>,
    /// The segment tables, by radius: the cells within that many of a cell
    /// along each line.
    pub segments: Vec<(usize, Ident)>,
    edges: [(Edge, Ident); 4],
}

impl StoneNames {
    pub fn new(stones: &Stones) -> Self {
        let lines: Vec<LineNames> = stones
            .lines()
            .into_iter()
            .map(|(n, exactly)| {
                let through = if exactly {
                    format_ident!("line_exactly_{n}")
                } else {
                    format_ident!("line_{n}")
                };
                // Exactly `n` must see a cell past each end of the line.
                let radius = if exactly { n } else { n - 1 };
                LineNames {
                    n,
                    exactly,
                    anywhere: format_ident!("{through}_anywhere"),
                    through,
                    segments: format_ident!("SEGMENTS_{radius}"),
                    starts: format_ident!("LINE_{n}_STARTS"),
                }
            })
            .collect();
        let mut segments: Vec<(usize, Ident)> = lines
            .iter()
            .map(|l| (if l.exactly { l.n } else { l.n - 1 }, l.segments.clone()))
            .collect();
        segments.sort_by_key(|(r, _)| *r);
        segments.dedup_by_key(|(r, _)| *r);
        let edge = |e: Edge| (e, format_ident!("EDGE_{}", e.word().to_uppercase()));
        StoneNames {
            lines,
            segments,
            edges: [Edge::Top, Edge::Bottom, Edge::Left, Edge::Right].map(edge),
        }
    }

    /// The items of the line condition `(n, exactly)`.
    pub fn line(&self, n: usize, exactly: bool) -> &LineNames {
        self.lines
            .iter()
            .find(|l| l.n == n && l.exactly == exactly)
            .expect("every line condition has names")
    }

    /// The mask of an edge's cells.
    pub fn edge(&self, edge: Edge) -> &Ident {
        &self
            .edges
            .iter()
            .find(|(e, _)| *e == edge)
            .expect("four edges")
            .1
    }

    pub fn edges(&self) -> &[(Edge, Ident); 4] {
        &self.edges
    }
}

/// The rule-dependent names of a piece or flipping game.
pub struct PieceNames {
    /// One `[bb::Step<Board>; 2]` table per distinct vector of the game.
    pub dirs: Vec<((i32, i32), Ident)>,
    /// Per kind, the zone where it promotes, if it does.
    pub promote: Vec<Option<Ident>>,
    /// Per end condition, the zone of a `reach`.
    pub reach: Vec<Option<Ident>>,
    /// Per kind with jumps, the function that walks its chains.
    pub chain: Vec<Option<Ident>>,
    /// The absolute directions of the rays in `RAYS`, by index.
    pub rays: Vec<(i32, i32)>,
    /// Per kind, the zone it stays in, if it does.
    pub stays: Vec<Option<Ident>>,
}

impl PieceNames {
    /// `vectors` are the game's distinct vectors, in the order their
    /// tables are defined.
    pub fn new(pieces: &Pieces, vectors: &[(i32, i32)], rays: Vec<(i32, i32)>) -> Self {
        PieceNames {
            dirs: vectors
                .iter()
                .enumerate()
                .map(|(i, &v)| (v, format_ident!("DIR_{i}")))
                .collect(),
            promote: pieces
                .kinds
                .iter()
                .enumerate()
                .map(|(k, kind)| kind.promote.as_ref().map(|_| format_ident!("PROMOTE_{k}")))
                .collect(),
            reach: pieces
                .ends
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    matches!(e.test, PieceTest::Reach { .. }).then(|| format_ident!("ZONE_{i}"))
                })
                .collect(),
            chain: pieces
                .kinds
                .iter()
                .enumerate()
                .map(|(k, kind)| (!kind.jumps.is_empty()).then(|| format_ident!("chain_{k}")))
                .collect(),
            rays,
            stays: pieces
                .kinds
                .iter()
                .enumerate()
                .map(|(k, kind)| kind.stays.as_ref().map(|_| format_ident!("STAYS_{k}")))
                .collect(),
        }
    }

    /// The index in `RAYS` of the absolute direction `d`.
    pub fn ray(&self, d: (i32, i32)) -> usize {
        self.rays
            .iter()
            .position(|r| *r == d)
            .expect("every ray has a table")
    }

    /// The step table of vector `v`.
    pub fn dir(&self, v: (i32, i32)) -> &Ident {
        &self
            .dirs
            .iter()
            .find(|(w, _)| *w == v)
            .expect("every vector has a table")
            .1
    }
}
