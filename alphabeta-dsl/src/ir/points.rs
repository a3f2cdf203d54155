//! The rules of games on a board of points joined by lines (the mill
//! games): men placed from hand, then stepped along the lines or flown,
//! and a man removed after each mill.

use crate::vocab::{NoMoves, Verdict};

/// A game on points. Cells are indices `col + row * width` of the
/// rectangle the points are cut from, which fits in 64 cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointRules {
    /// The cells on the board, lowest first; every other cell is off it.
    pub points: Vec<usize>,
    /// The lines, each its points in order: consecutive points are
    /// neighbours, and a line held whole by one player is a mill.
    pub lines: Vec<Vec<usize>>,
    /// The men each player starts with in hand, placed before any moves.
    pub men: u8,
    /// A player with at most this many men flies to any empty point.
    pub fly: Option<u8>,
    /// `captures: mill`: a mill formed lets its maker remove an enemy man.
    pub mill: bool,
    /// The end conditions, in the order written.
    pub ends: Vec<PointEnd>,
    /// What a player without a move gets.
    pub no_moves: NoMoves,
}

/// An end of a game on points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointEnd {
    /// `fewer than n pieces`: the verdict for the player left with fewer
    /// than `n` men, on the board and in hand.
    Fewer(Verdict, u8),
    /// `draw: n moves`: drawn once each player has made `n` moves.
    Limit(u16),
}

impl PointRules {
    /// The neighbours of `cell`: the points next to it along a line.
    pub fn neighbours(&self, cell: usize) -> Vec<usize> {
        let mut out = Vec::new();
        for line in &self.lines {
            for (i, &c) in line.iter().enumerate() {
                if c != cell {
                    continue;
                }
                if i > 0 {
                    out.push(line[i - 1]);
                }
                if i + 1 < line.len() {
                    out.push(line[i + 1]);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The most moves a position can list: a placement or a removal on
    /// each point, each man's steps (one per neighbour, the whole board's
    /// at most), or each flying man to every point.
    pub fn move_capacity(&self) -> usize {
        let points = self.points.len();
        let steps: usize = self.points.iter().map(|&c| self.neighbours(c).len()).sum();
        let flights = usize::from(self.fly.unwrap_or(0)) * points;
        points.max(steps).max(flights).max(1)
    }
}
