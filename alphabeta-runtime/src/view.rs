//! A read-only view of a board, so one renderer (the command line's) can
//! draw every grid game with coordinates, colour and the last move marked.

use crate::{Game, Side};

/// What stands on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Nothing.
    Empty,
    /// A stone or disc of one side.
    Stone(Side),
    /// A named piece of one side, drawn with its symbol (`'K'` for a king).
    Piece(Side, char),
    /// A cell that is blocked for good (an amazons arrow).
    Blocked,
}

/// The shape of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Squares; every rank directly above the one below.
    Square,
    /// A hex rhombus: each rank shifted half a cell right of the one below,
    /// so a cell touches six neighbours.
    Hex,
}

/// A grid game's board, as a renderer sees it. Files count from the left
/// and ranks from the bottom, both from 0.
pub trait BoardView: Game {
    /// The grid's shape.
    const LAYOUT: Layout;

    /// Files (columns).
    fn files(&self) -> usize;

    /// Ranks (rows).
    fn ranks(&self) -> usize;

    /// What stands at `(file, rank)`.
    fn cell(&self, file: usize, rank: usize) -> Cell;

    /// The cells `mv`, played in `self`, changes most visibly (the landing
    /// cell of a drop, the from and to of a step), for highlighting. Writes
    /// into `out` and returns how many it wrote.
    fn move_cells(&self, mv: Self::Move, out: &mut [(usize, usize); 4]) -> usize;

    /// Whether `(file, rank)` is a cell of the board: every cell of the
    /// grid but those off a hex triangle or hexagon and the holes of a
    /// board with holes (`without`), which a renderer leaves blank.
    fn on_board(&self, _file: usize, _rank: usize) -> bool {
        true
    }

    /// The label of a file, `a` for file 0 in most games.
    fn file_label(&self, file: usize) -> String {
        file_letters(file)
    }

    /// The label of a rank, `1` for rank 0 in most games.
    fn rank_label(&self, rank: usize) -> String {
        (rank + 1).to_string()
    }

    /// Whether the players have hands of pieces to drop, which a renderer
    /// draws beside the board.
    const HANDS: bool = false;

    /// The pieces `side` holds in hand, each kind's letter as on the board
    /// (lower case for the second player) with its count after `×` when
    /// more than one, as in `R P×3`; `-` for none.
    fn hand(&self, _side: Side) -> String {
        "-".to_string()
    }
}

/// `a`..`z`, then `aa`, `ab`, ...: file letters for boards of any width.
#[must_use]
pub fn file_letters(file: usize) -> String {
    let mut n = file;
    let mut letters = Vec::new();
    loop {
        letters.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    letters.reverse();
    String::from_utf8(letters).expect("ascii letters")
}

#[cfg(test)]
mod tests {
    use super::file_letters;

    #[test]
    fn file_letters_continue_past_z() {
        assert_eq!(file_letters(0), "a");
        assert_eq!(file_letters(25), "z");
        assert_eq!(file_letters(26), "aa");
        assert_eq!(file_letters(27), "ab");
    }
}
