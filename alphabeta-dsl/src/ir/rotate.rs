//! `moves: place then rotate 3 x 3`: the blocks a turn's second action
//! turns a quarter turn.

use super::Board;

/// The most moves a position of a rotating game may list: a cell and a
/// block's quarter turn each. A move list holds them all, so a larger
/// board or more blocks are refused (the checker says so); 9 x 9 Pentago
/// of nine 3 x 3 blocks has 81 x 18 = 1,458.
pub const MOST_TURNS: usize = 8_192;

/// The board cut into square blocks of `side` cells, each of which a turn
/// may turn a quarter turn either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rotation {
    /// The cells along a block's side.
    pub side: usize,
}

impl Rotation {
    /// Each block's lowest-left cell, `(column, row)`, in the order of
    /// their cells: along the bottom row of blocks first.
    pub fn blocks(self, board: &Board) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for row in (0..board.height).step_by(self.side) {
            for col in (0..board.width).step_by(self.side) {
                out.push((col, row));
            }
        }
        out
    }

    /// The quarter turns a turn may make: two a block.
    pub fn turns(self, board: &Board) -> usize {
        2 * (board.width / self.side) * (board.height / self.side)
    }

    /// The most moves of a position: every cell with every quarter turn.
    pub fn move_capacity(self, board: &Board) -> usize {
        board.cells() * self.turns(board)
    }
}
