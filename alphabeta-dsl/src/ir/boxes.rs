//! The rules of a board of boxes (dots and boxes): the lines between
//! neighbouring dots are the cells, a box is completed by its four sides,
//! and the boxes completed decide the game.
//!
//! Edges are numbered as OpenSpiel's `dots_and_boxes` numbers its
//! actions: the horizontal lines first, row by row from the top, then the
//! vertical ones, row by row from the top. Boxes are numbered row by row
//! from the top. Dots are named as cells (`a1` the bottom-left dot).

/// A board of `cols x rows` boxes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoxRules {
    /// Boxes along a row.
    pub cols: usize,
    /// Rows of boxes.
    pub rows: usize,
    /// `score: boxes, komi k`: what the second player adds, in half points.
    pub komi_halves: i64,
    /// `turns: again after scoring`: a move that completes a box gives its
    /// player another move.
    pub again: bool,
}

/// Which way an edge runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Between two dots of a row (OpenSpiel's `h`).
    Horizontal,
    /// Between two dots of a column (OpenSpiel's `v`).
    Vertical,
}

impl BoxRules {
    /// The horizontal lines: `cols` in each of the `rows + 1` rows of dots.
    pub fn horizontal(&self) -> usize {
        self.cols * (self.rows + 1)
    }

    /// Every line of the board.
    pub fn edges(&self) -> usize {
        self.horizontal() + self.rows * (self.cols + 1)
    }

    /// Every box.
    pub fn boxes(&self) -> usize {
        self.cols * self.rows
    }

    /// Edge `e` as OpenSpiel writes it: its orientation, and the row and
    /// column of its first dot, both counted from the top-left dot.
    pub fn edge(&self, e: usize) -> (Orientation, usize, usize) {
        if e < self.horizontal() {
            (Orientation::Horizontal, e / self.cols, e % self.cols)
        } else {
            let v = e - self.horizontal();
            (
                Orientation::Vertical,
                v / (self.cols + 1),
                v % (self.cols + 1),
            )
        }
    }

    /// The edge of that orientation whose first (top or left) dot is at
    /// `row`, `col` from the top-left dot.
    pub fn edge_at(&self, orientation: Orientation, row: usize, col: usize) -> usize {
        match orientation {
            Orientation::Horizontal => row * self.cols + col,
            Orientation::Vertical => self.horizontal() + row * (self.cols + 1) + col,
        }
    }

    /// The four sides of box `b`: top, bottom, left, right.
    pub fn sides(&self, b: usize) -> [usize; 4] {
        let (row, col) = (b / self.cols, b % self.cols);
        [
            self.edge_at(Orientation::Horizontal, row, col),
            self.edge_at(Orientation::Horizontal, row + 1, col),
            self.edge_at(Orientation::Vertical, row, col),
            self.edge_at(Orientation::Vertical, row, col + 1),
        ]
    }

    /// The boxes edge `e` is a side of: one on the border, two inside.
    pub fn boxes_of(&self, e: usize) -> Vec<usize> {
        (0..self.boxes())
            .filter(|&b| self.sides(b).contains(&e))
            .collect()
    }

    /// The two dots edge `e` joins, as (column, row) with row 0 the
    /// bottom row of dots, the lower-left dot first.
    pub fn dots(&self, e: usize) -> ((usize, usize), (usize, usize)) {
        let (orientation, row, col) = self.edge(e);
        let up = self.rows - row;
        match orientation {
            Orientation::Horizontal => ((col, up), (col + 1, up)),
            Orientation::Vertical => ((col, up - 1), (col, up)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{BoxRules, Orientation};

    fn three_by_three() -> BoxRules {
        BoxRules {
            cols: 3,
            rows: 3,
            komi_halves: 0,
            again: true,
        }
    }

    #[test]
    fn edges_are_numbered_as_openspiel_numbers_its_actions() {
        let r = three_by_three();
        assert_eq!(r.edges(), 24);
        // OpenSpiel: action 0 is `(h,0,0)`, 12 `(v,0,0)`, 23 `(v,2,3)`.
        assert_eq!(r.edge(0), (Orientation::Horizontal, 0, 0));
        assert_eq!(r.edge(12), (Orientation::Vertical, 0, 0));
        assert_eq!(r.edge(23), (Orientation::Vertical, 2, 3));
        // The top-left box: (h,0,0), (h,1,0), (v,0,0), (v,0,1).
        assert_eq!(r.sides(0), [0, 3, 12, 13]);
        assert_eq!(r.boxes_of(3), [0, 3]);
        assert_eq!(r.boxes_of(0), [0]);
    }

    #[test]
    fn dots_are_named_from_the_bottom_left() {
        let r = three_by_three();
        // `(h,0,0)` joins the two top-left dots, a4 and b4.
        assert_eq!(r.dots(0), ((0, 3), (1, 3)));
        // `(v,2,3)` joins the two bottom-right dots, d1 and d2.
        assert_eq!(r.dots(23), ((3, 0), (3, 1)));
    }
}
