//! Board geometry in `const fn`s: cells, lines, windows, edges, mirrors and
//! cell names.

use super::{Bits, Wide};
use core::fmt::{self, Write as _};

/// The shape of a board's cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Squares; four neighbours for connections, four line directions.
    Square,
    /// A hex rhombus; six neighbours, three line directions.
    Hex,
}

/// An edge of the board, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    /// The top row.
    Top,
    /// The bottom row.
    Bottom,
    /// The leftmost column.
    Left,
    /// The rightmost column.
    Right,
}

/// Which cells of its rhombus a hex board plays on.
///
/// A triangle or a hexagon of hexes sits in the smallest rhombus that holds
/// it, in the rhombus's own coordinates (column `x`, row `y`, the six
/// neighbours `(±1, 0)`, `(0, ±1)`, `(1, -1)` and `(-1, 1)`): the three
/// axes of the lattice are the rows, the columns and the lines of equal
/// `x + y`, so both shapes are cut out by bounds on `x + y`. The cells
/// outside are *off the board*: their bits are never set, no step arrives
/// on them, no line or window runs through them and no name reads as them.
/// A cell keeps its rhombus index `x + y * width`, so a step is one shift
/// by the same distance everywhere, as on the full rhombus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outline {
    /// Every cell of the rectangle or rhombus.
    Full,
    /// A triangle of side `n` in an `n x n` rhombus: the cells with
    /// `x + y < n`. Its sides are the bottom row, the left column and the
    /// cells of `x + y = n - 1`; its corners `a1`, the end of the bottom
    /// row and the top of the left column.
    Triangle,
    /// A hexagon of side `n` in a `(2n - 1) x (2n - 1)` rhombus: the cells
    /// with `n - 1 <= x + y <= 3n - 3`.
    Hexagon,
    /// The rectangle or rhombus with *holes*: the cells whose bits are set
    /// in the words (cell `c` is bit `c % 64` of word `c / 64`) are off the
    /// board, as a cross-shaped board leaves out its four corners. Holes
    /// need not be convex or symmetric: steps, rays, segments and windows
    /// stop at a hole cell by cell, and a board whose holes its mirror does
    /// not keep is searched without the mirror (the macro sees to that).
    Holes(&'static [u64]),
}

/// A rectangular or hex board of `width` columns and `height` rows, whole,
/// cut to a triangle or a hexagon, or with holes (see [`Outline`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Squares or hexes.
    pub shape: Shape,
    /// The cells played on.
    pub outline: Outline,
}

/// The line directions of a square board: along a row, up a column, and the
/// two diagonals, each pointing to higher cells.
const SQUARE_AXES: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (-1, 1)];
/// The line directions of a hex board (rows, columns, and the short diagonal).
const HEX_AXES: [(i32, i32); 3] = [(1, 0), (0, 1), (-1, 1)];
/// The neighbours that count for a connection on a square board.
const SQUARE_NEIGHBOURS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The six neighbours of a hex cell.
const HEX_NEIGHBOURS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (-1, 1), (1, -1)];

/// The smaller of two sizes, in a `const fn`.
const fn min(a: usize, b: usize) -> usize {
    if a < b {
        a
    } else {
        b
    }
}

impl Grid {
    /// A rectangular board.
    #[must_use]
    pub const fn square(width: usize, height: usize) -> Grid {
        Grid {
            width,
            height,
            shape: Shape::Square,
            outline: Outline::Full,
        }
    }

    /// A hex rhombus.
    #[must_use]
    pub const fn hex(width: usize, height: usize) -> Grid {
        Grid {
            width,
            height,
            shape: Shape::Hex,
            outline: Outline::Full,
        }
    }

    /// A triangle of hexes with `side` cells on each side (Y).
    #[must_use]
    pub const fn hex_triangle(side: usize) -> Grid {
        Grid {
            width: side,
            height: side,
            shape: Shape::Hex,
            outline: Outline::Triangle,
        }
    }

    /// A hexagon of hexes with `side` cells on each side (Havannah's base).
    #[must_use]
    pub const fn hex_hexagon(side: usize) -> Grid {
        Grid {
            width: 2 * side - 1,
            height: 2 * side - 1,
            shape: Shape::Hex,
            outline: Outline::Hexagon,
        }
    }

    /// The same board with the cells set in `holes` off it (see
    /// [`Outline::Holes`]): `holes` has a bit for each cell index, and the
    /// board must be whole.
    #[must_use]
    pub const fn with_holes(self, holes: &'static [u64]) -> Grid {
        Grid {
            outline: Outline::Holes(holes),
            ..self
        }
    }

    /// The number of cell indices: the whole rectangle or rhombus, cells
    /// off the board included.
    #[must_use]
    pub const fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Whether the cell at a column and a row (both inside the rhombus)
    /// is played on.
    #[must_use]
    pub const fn on_board(&self, col: usize, row: usize) -> bool {
        let sum = col + row;
        match self.outline {
            Outline::Full => true,
            Outline::Triangle => sum < self.width,
            Outline::Hexagon => {
                let r = (self.width - 1) / 2;
                sum >= r && sum <= 3 * r
            }
            Outline::Holes(holes) => {
                let cell = self.cell(col, row);
                cell / 64 >= holes.len() || (holes[cell / 64] >> (cell % 64)) & 1 == 0
            }
        }
    }

    /// Whether the cell index is a cell of the board.
    #[must_use]
    pub const fn contains(&self, cell: usize) -> bool {
        cell < self.cells() && self.on_board(self.col(cell), self.row(cell))
    }

    /// The number of cells played on.
    #[must_use]
    pub const fn playable(&self) -> usize {
        let mut count = 0;
        let mut c = 0;
        while c < self.cells() {
            if self.contains(c) {
                count += 1;
            }
            c += 1;
        }
        count
    }

    /// The columns of a row that are on the board: `first..end`.
    #[must_use]
    pub const fn row_span(&self, row: usize) -> (usize, usize) {
        let mut first = 0;
        while first < self.width && !self.on_board(first, row) {
            first += 1;
        }
        let mut end = first;
        while end < self.width && self.on_board(end, row) {
            end += 1;
        }
        (first, end)
    }

    /// How many cells of a row are on the board.
    #[must_use]
    pub const fn row_cells(&self, row: usize) -> usize {
        let mut count = 0;
        let mut col = 0;
        while col < self.width {
            if self.on_board(col, row) {
                count += 1;
            }
            col += 1;
        }
        count
    }

    /// The number of 64-bit words a set of cells needs.
    #[must_use]
    pub const fn words(&self) -> usize {
        self.cells().div_ceil(64)
    }

    /// The cell at a column and a row, both from 0.
    #[must_use]
    pub const fn cell(&self, col: usize, row: usize) -> usize {
        col + row * self.width
    }

    /// The column of a cell, from 0.
    #[must_use]
    pub const fn col(&self, cell: usize) -> usize {
        cell % self.width
    }

    /// The row of a cell, from 0.
    #[must_use]
    pub const fn row(&self, cell: usize) -> usize {
        cell / self.width
    }

    /// The cell's mirror image under the board's reflection: left to right
    /// on a rectangle, and through the centre on a hex rhombus or hexagon,
    /// where a left-right flip would not keep neighbours together. Either
    /// way the lines map to lines, neighbours to neighbours, and each pair
    /// of opposite edges to itself. A hex triangle has no centre to turn
    /// about: it is reflected in the line through `a1` and the middle of
    /// the far side (`x` and `y` swap), which keeps neighbours and lines
    /// and swaps the bottom and left sides. Mirroring twice gives the cell
    /// back, and a cell on the board stays on it.
    #[must_use]
    pub const fn mirror(&self, cell: usize) -> usize {
        match (self.shape, self.outline) {
            (Shape::Square, _) => self.cell(self.width - 1 - self.col(cell), self.row(cell)),
            (Shape::Hex, Outline::Triangle) => self.cell(self.row(cell), self.col(cell)),
            (Shape::Hex, _) => self.cells() - 1 - cell,
        }
    }

    /// The line directions.
    #[must_use]
    pub const fn axes(&self) -> &'static [(i32, i32)] {
        match self.shape {
            Shape::Square => &SQUARE_AXES,
            Shape::Hex => &HEX_AXES,
        }
    }

    /// The neighbour directions for connections.
    #[must_use]
    pub const fn neighbours(&self) -> &'static [(i32, i32)] {
        match self.shape {
            Shape::Square => &SQUARE_NEIGHBOURS,
            Shape::Hex => &HEX_NEIGHBOURS,
        }
    }

    /// The index distance of a step `(dx, dy)`.
    #[must_use]
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)] // boards are small
    pub const fn delta(&self, (dx, dy): (i32, i32)) -> i32 {
        dx + dy * self.width as i32
    }

    /// The cell `k` steps of `(dx, dy)` away from `cell`, if it is on the board.
    #[must_use]
    #[allow(
        clippy::cast_possible_wrap,
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss
    )]
    pub const fn step(&self, cell: usize, (dx, dy): (i32, i32), k: i32) -> Option<usize> {
        let col = self.col(cell) as i32 + dx * k;
        let row = self.row(cell) as i32 + dy * k;
        if col < 0
            || row < 0
            || col >= self.width as i32
            || row >= self.height as i32
            || !self.on_board(col as usize, row as usize)
        {
            None
        } else {
            Some(self.cell(col as usize, row as usize))
        }
    }

    /// The most cells a line along `axis` holds.
    #[must_use]
    pub const fn longest_line(&self, axis: (i32, i32)) -> usize {
        let (w, h) = (self.width, self.height);
        match axis {
            (_, 0) => w,
            (0, _) => h,
            _ => {
                if w < h {
                    w
                } else {
                    h
                }
            }
        }
    }

    /// The most cells any straight line holds.
    #[must_use]
    pub const fn longest_line_anywhere(&self) -> usize {
        if self.width > self.height {
            self.width
        } else {
            self.height
        }
    }

    /// Every cell.
    #[must_use]
    pub const fn all<const N: usize>(&self) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            if self.contains(c) {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// The cells of one row.
    #[must_use]
    pub const fn row_mask<const N: usize>(&self, row: usize) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut col = 0;
        while col < self.width {
            if self.on_board(col, row) {
                out = out.with_bit(self.cell(col, row));
            }
            col += 1;
        }
        out
    }

    /// The cells of one column.
    #[must_use]
    pub const fn col_mask<const N: usize>(&self, col: usize) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut row = 0;
        while row < self.height {
            if self.on_board(col, row) {
                out = out.with_bit(self.cell(col, row));
            }
            row += 1;
        }
        out
    }

    /// The cells along an edge, as drawn.
    #[must_use]
    pub const fn edge<const N: usize>(&self, edge: Edge) -> Wide<N> {
        match edge {
            Edge::Top => self.row_mask(self.height - 1),
            Edge::Bottom => self.row_mask(0),
            Edge::Left => self.col_mask(0),
            Edge::Right => self.col_mask(self.width - 1),
        }
    }

    /// How many sides the board has: four for a rectangle or rhombus,
    /// three for a triangle, six for a hexagon.
    #[must_use]
    pub const fn side_count(&self) -> usize {
        match self.outline {
            Outline::Full | Outline::Holes(_) => 4,
            Outline::Triangle => 3,
            Outline::Hexagon => 6,
        }
    }

    /// Whether the cell at `(col, row)` lies on side `side`, counted
    /// anticlockwise from the bottom row: bottom, right, top, left on a
    /// rectangle; bottom, the long diagonal, left on a triangle; bottom,
    /// right, upper right, top, left, lower left on a hexagon. A corner
    /// lies on both its sides.
    #[must_use]
    pub const fn on_side(&self, col: usize, row: usize, side: usize) -> bool {
        if !self.on_board(col, row) {
            return false;
        }
        let (last_col, last_row) = (self.width - 1, self.height - 1);
        let sum = col + row;
        match (self.outline, side) {
            (_, 0) => row == 0,
            (Outline::Full | Outline::Holes(_), 1) => col == last_col,
            (Outline::Full | Outline::Holes(_), 2) => row == last_row,
            (Outline::Full | Outline::Holes(_), 3)
            | (Outline::Triangle, 2)
            | (Outline::Hexagon, 4) => col == 0,
            (Outline::Triangle, 1) => sum == last_col,
            (Outline::Hexagon, 1) => col == last_col,
            (Outline::Hexagon, 2) => sum == 3 * last_col / 2,
            (Outline::Hexagon, 3) => row == last_row,
            (Outline::Hexagon, 5) => sum == last_col / 2,
            _ => false,
        }
    }

    /// The cells of side `side` (see [`Grid::on_side`]), its corners
    /// included.
    #[must_use]
    pub const fn side<const N: usize>(&self, side: usize) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            if self.on_side(self.col(c), self.row(c), side) {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// Whether the cell at `(col, row)` is a corner: on two sides.
    #[must_use]
    pub const fn is_corner(&self, col: usize, row: usize) -> bool {
        let mut sides = 0;
        let mut s = 0;
        while s < self.side_count() {
            if self.on_side(col, row, s) {
                sides += 1;
            }
            s += 1;
        }
        sides >= 2
    }

    /// The corners: the cells on two sides.
    #[must_use]
    pub const fn corners<const N: usize>(&self) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            if self.is_corner(self.col(c), self.row(c)) {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// The cells of side `side` but its corners, which belong to no side
    /// in Havannah's fork.
    #[must_use]
    pub const fn side_between_corners<const N: usize>(&self, side: usize) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            let (col, row) = (self.col(c), self.row(c));
            if self.on_side(col, row, side) && !self.is_corner(col, row) {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// How many steps a cell on the board lies from its nearest side: 0
    /// on a side, more towards the middle.
    #[must_use]
    pub const fn depth(&self, cell: usize) -> usize {
        let (col, row) = (self.col(cell), self.row(cell));
        let (last_col, last_row) = (self.width - 1, self.height - 1);
        let mut depth = min(min(col, row), min(last_col - col, last_row - row));
        match self.outline {
            Outline::Full | Outline::Holes(_) => {}
            Outline::Triangle => depth = min(depth, last_col.saturating_sub(col + row)),
            Outline::Hexagon => {
                let r = last_col / 2;
                let low = (col + row).saturating_sub(r);
                let high = (3 * r).saturating_sub(col + row);
                depth = min(depth, min(low, high));
            }
        }
        depth
    }

    /// The cells whose every neighbour is on the board: those a ring of
    /// stones can go around.
    #[must_use]
    pub const fn interior<const N: usize>(&self) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let neighbours = self.neighbours();
        let mut c = 0;
        while c < self.cells() {
            let mut inside = self.contains(c);
            let mut d = 0;
            while d < neighbours.len() {
                if self.step(c, neighbours[d], 1).is_none() {
                    inside = false;
                }
                d += 1;
            }
            if inside {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// The cells a step of `dir` can arrive on: those whose origin is on the board.
    #[must_use]
    pub const fn arrivals<const N: usize>(&self, dir: (i32, i32)) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            if self.contains(c) && self.step(c, dir, -1).is_some() {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// The cells of the line through `cell` along `axis`, at most `radius`
    /// steps either side: the only cells a line through `cell` can use.
    /// Each side stops at the first cell off the board, so a hole parts a
    /// line as the board's edge does.
    #[must_use]
    pub const fn segment<const N: usize>(
        &self,
        cell: usize,
        axis: (i32, i32),
        radius: usize,
    ) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        if !self.contains(cell) {
            return out;
        }
        out = out.with_bit(cell);
        let mut sign = -1;
        while sign <= 1 {
            let mut k = 1;
            while k <= radius {
                #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]
                let Some(c) = self.step(cell, axis, sign * k as i32) else {
                    break;
                };
                out = out.with_bit(c);
                k += 1;
            }
            sign += 2;
        }
        out
    }

    /// The segments through every cell along every axis (see
    /// [`Grid::segment`]); axes a hex board lacks stay empty.
    #[must_use]
    pub const fn segments<const N: usize, const CELLS: usize>(
        &self,
        radius: usize,
    ) -> [[Wide<N>; 4]; CELLS] {
        let mut out = [[Wide::<N>::ZERO; 4]; CELLS];
        let axes = self.axes();
        let mut c = 0;
        while c < CELLS {
            let mut a = 0;
            while a < axes.len() {
                out[c][a] = self.segment(c, axes[a], radius);
                a += 1;
            }
            c += 1;
        }
        out
    }

    /// Whether `n` cells from `start` along `axis` are all on the board.
    #[must_use]
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]
    pub const fn window_fits(&self, start: usize, axis: (i32, i32), n: usize) -> bool {
        // Cell by cell: a board with holes is not convex.
        if n == 0 || !self.contains(start) {
            return false;
        }
        let mut k = 1;
        while k < n {
            if self.step(start, axis, k as i32).is_none() {
                return false;
            }
            k += 1;
        }
        true
    }

    /// How many windows of `n` cells in a row the board has: the places a
    /// line of `n` can be made.
    #[must_use]
    pub const fn window_count(&self, n: usize) -> usize {
        let axes = self.axes();
        let mut count = 0;
        let mut a = 0;
        while a < axes.len() {
            let mut c = 0;
            while c < self.cells() {
                if self.window_fits(c, axes[a], n) {
                    count += 1;
                }
                c += 1;
            }
            a += 1;
        }
        count
    }

    /// The cells where a window of `n` along `axis` starts and fits.
    #[must_use]
    pub const fn window_starts<const N: usize>(&self, axis: (i32, i32), n: usize) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            if self.window_fits(c, axis, n) {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// Every window of `n` cells in a row, axis by axis, then by starting cell.
    #[must_use]
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]
    pub const fn windows<const N: usize, const COUNT: usize>(&self, n: usize) -> [Wide<N>; COUNT] {
        let mut out = [Wide::<N>::ZERO; COUNT];
        let axes = self.axes();
        let mut i = 0;
        let mut a = 0;
        while a < axes.len() {
            let mut c = 0;
            while c < self.cells() {
                if self.window_fits(c, axes[a], n) {
                    out[i] = self.segment(c, axes[a], 0);
                    let mut k = 1;
                    while k < n {
                        if let Some(cell) = self.step(c, axes[a], k as i32) {
                            out[i] = out[i].with_bit(cell);
                        }
                        k += 1;
                    }
                    i += 1;
                }
                c += 1;
            }
            a += 1;
        }
        out
    }

    /// The name of a column: `a`..`z`, then `aa`, `ab`, ... as spreadsheets do.
    pub fn write_file(&self, col: usize, out: &mut dyn fmt::Write) -> fmt::Result {
        if col >= 26 {
            self.write_file(col / 26 - 1, out)?;
        }
        out.write_char(char::from(b'a' + (col % 26) as u8))
    }

    /// The name of a cell: its file letters, then its rank from 1 (`a1`).
    pub fn write_cell(&self, cell: usize, out: &mut dyn fmt::Write) -> fmt::Result {
        self.write_file(self.col(cell), out)?;
        write!(out, "{}", self.row(cell) + 1)
    }

    /// Reads a cell name such as `a1`, `K11` or `ab12`; `None` if it is not
    /// a cell of this board.
    #[must_use]
    pub fn parse_cell(&self, text: &str) -> Option<usize> {
        let text = text.trim();
        let digits = text.find(|c: char| c.is_ascii_digit())?;
        let (letters, number) = text.split_at(digits);
        if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
            return None;
        }
        let mut col = 0usize;
        for c in letters.bytes() {
            col = col
                .checked_mul(26)?
                .checked_add(usize::from(c.to_ascii_lowercase() - b'a') + 1)?;
        }
        let col = col - 1;
        if number.starts_with('0') || !number.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let row = number.parse::<usize>().ok()?.checked_sub(1)?;
        (col < self.width && row < self.height && self.on_board(col, row))
            .then(|| self.cell(col, row))
    }

    /// The row drawn `drawn`-th from the top.
    #[must_use]
    pub const fn drawn_row(&self, drawn: usize) -> usize {
        self.height - 1 - drawn
    }

    /// Writes a board string: the rows as drawn, top first, separated by
    /// `/`, each cell the symbol of the player whose stone it holds or `.`.
    pub fn write_board<B: Bits>(
        &self,
        stones: &[B; 2],
        symbols: [char; 2],
        out: &mut dyn fmt::Write,
    ) -> fmt::Result {
        for drawn in 0..self.height {
            if drawn > 0 {
                out.write_char('/')?;
            }
            let row = self.drawn_row(drawn);
            for col in 0..self.width {
                if !self.on_board(col, row) {
                    continue;
                }
                let cell = self.cell(col, row);
                out.write_char(if stones[0].test(cell) {
                    symbols[0]
                } else if stones[1].test(cell) {
                    symbols[1]
                } else {
                    '.'
                })?;
            }
        }
        Ok(())
    }

    /// Reads a board string that [`Grid::write_board`] wrote (symbols in
    /// either case); the error says what is wrong, for a person.
    pub fn read_board<B: Bits>(&self, text: &str, symbols: [char; 2]) -> Result<[B; 2], String> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != self.height {
            return Err(format!(
                "expected {} rows separated by `/`, found {}",
                self.height,
                rows.len()
            ));
        }
        let mut stones = [B::ZERO; 2];
        for (drawn, row_text) in rows.iter().enumerate() {
            let row = self.drawn_row(drawn);
            let cells = row_text.chars().count();
            let on_board = self.row_cells(row);
            if cells != on_board {
                return Err(format!(
                    "row {} has {cells} cells, expected {on_board}",
                    row + 1
                ));
            }
            let cols = (0..self.width).filter(|&col| self.on_board(col, row));
            for (col, ch) in cols.zip(row_text.chars()) {
                let cell = self.cell(col, row);
                match ch.to_ascii_uppercase() {
                    '.' => {}
                    c if c == symbols[0].to_ascii_uppercase() => stones[0].set(cell),
                    c if c == symbols[1].to_ascii_uppercase() => stones[1].set(cell),
                    _ => {
                        return Err(format!(
                            "`{ch}` is not a cell: expected `{}`, `{}` or `.`",
                            symbols[0], symbols[1]
                        ))
                    }
                }
            }
        }
        Ok(stones)
    }

    /// Draws the board for people: rows as drawn, top first, with rank
    /// numbers, and file letters (or column numbers, for games that drop
    /// stones into columns); `symbol` gives each cell's character.
    pub fn draw(
        &self,
        out: &mut dyn fmt::Write,
        symbol: &dyn Fn(usize) -> char,
        numbered_columns: bool,
    ) -> fmt::Result {
        let rank_width = self.height.to_string().len();
        let files = |out: &mut dyn fmt::Write, indent: usize| -> fmt::Result {
            write!(out, "{:indent$}", "")?;
            for col in 0..self.width {
                let mut name = String::new();
                if numbered_columns {
                    write!(name, "{}", col + 1)?;
                } else {
                    self.write_file(col, &mut name)?;
                }
                write!(out, " {name}")?;
            }
            writeln!(out)
        };
        for drawn in 0..self.height {
            let row = self.drawn_row(drawn);
            // Hex rows lean right as they rise.
            let indent = if self.shape == Shape::Hex { row } else { 0 };
            write!(out, "{:indent$}{:>rank_width$} ", "", row + 1)?;
            for col in 0..self.width {
                if self.on_board(col, row) {
                    write!(out, " {}", symbol(self.cell(col, row)))?;
                } else {
                    write!(out, "  ")?;
                }
            }
            writeln!(out)?;
        }
        files(out, rank_width + 1)
    }
}

/// For every cell, the indices of the `windows` (from [`Grid::windows`])
/// that contain it; unused slots hold `u16::MAX`. `MAX` must be at least the
/// most windows through one cell: the line length times the number of axes.
#[must_use]
#[allow(clippy::cast_possible_truncation)] // window indices fit u16 on supported boards
pub const fn windows_through<
    const N: usize,
    const COUNT: usize,
    const CELLS: usize,
    const MAX: usize,
>(
    windows: &[Wide<N>; COUNT],
) -> [[u16; MAX]; CELLS] {
    let mut out = [[u16::MAX; MAX]; CELLS];
    let mut used = [0usize; CELLS];
    let mut i = 0;
    while i < COUNT {
        let mut w = 0;
        while w < N {
            let mut bits = windows[i].0[w];
            while bits != 0 {
                let cell = w * 64 + bits.trailing_zeros() as usize;
                out[cell][used[cell]] = i as u16;
                used[cell] += 1;
                bits &= bits - 1;
            }
            w += 1;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_stay_on_their_line() {
        let g = Grid::square(7, 6);
        // The diagonal through d1 on 7x6: d1 e2 f3 g4, and c0 is off the board.
        let seg = g.segment::<1>(g.cell(3, 0), (1, 1), 3).to_u64();
        let cells: Vec<_> = seg.ones().collect();
        assert_eq!(cells, vec![3, 11, 19, 27]);
        // Anti-diagonal through a1 holds only a1.
        assert_eq!(g.segment::<1>(0, (-1, 1), 3).to_u64(), 1);
    }

    #[test]
    fn window_counts_match_hand_counts() {
        // Connect-four: 24 horizontal, 21 vertical, 12 + 12 diagonal.
        assert_eq!(Grid::square(7, 6).window_count(4), 69);
        // Tic-tac-toe: 8 lines.
        assert_eq!(Grid::square(3, 3).window_count(3), 8);
        let windows: [Wide<1>; 8] = Grid::square(3, 3).windows(3);
        assert!(windows.iter().all(|w| w.to_u16().count_ones() == 3));
        let through: [[u16; 12]; 9] = windows_through(&windows);
        let count = |c: usize| through[c].iter().filter(|&&w| w != u16::MAX).count();
        assert_eq!((count(4), count(0), count(1)), (4, 3, 2));
        assert!(through[4][..4]
            .iter()
            .all(|&w| windows[usize::from(w)].has_bit(4)));
    }

    #[test]
    fn mirror_is_an_involution_that_keeps_lines_and_edges() {
        for g in [
            Grid::square(7, 6),
            Grid::square(3, 3),
            Grid::hex(5, 4),
            Grid::hex_triangle(5),
            Grid::hex_hexagon(4),
        ] {
            for cell in 0..g.cells() {
                let m = g.mirror(cell);
                assert!(m < g.cells());
                assert_eq!(g.mirror(m), cell);
                // Neighbours stay neighbours.
                for &dir in g.neighbours() {
                    if let Some(next) = g.step(cell, dir, 1) {
                        let (a, b) = (g.mirror(cell), g.mirror(next));
                        let adjacent = g.neighbours().iter().any(|&d| g.step(a, d, 1) == Some(b));
                        assert!(adjacent, "{g:?}: {cell}-{next} maps to {a}-{b}");
                    }
                }
            }
        }
        let g = Grid::square(7, 6);
        assert_eq!((g.mirror(0), g.mirror(3), g.mirror(8)), (6, 3, 12));
        let h = Grid::hex(3, 3);
        assert_eq!((h.mirror(0), h.mirror(4)), (8, 4));
    }

    #[test]
    fn cut_outlines_hold_their_cells_and_nothing_else() {
        // Y's triangle of side 19: 190 cells; Havannah's base 8: 169.
        assert_eq!(Grid::hex_triangle(19).playable(), 190);
        assert_eq!(Grid::hex_hexagon(8).playable(), 169);
        assert_eq!(Grid::hex_hexagon(8).cells(), 225);
        for g in [Grid::hex_triangle(5), Grid::hex_hexagon(4)] {
            let all = g.all::<1>().to_u64();
            assert_eq!(all.count_ones() as usize, g.playable());
            for cell in 0..g.cells() {
                let on = g.contains(cell);
                assert_eq!(all >> cell & 1 == 1, on);
                // No step leaves or enters the board's cells.
                for &dir in g.neighbours() {
                    if let Some(next) = g.step(cell, dir, 1) {
                        assert!(g.contains(next));
                    }
                    let arrive = g.arrivals::<1>(dir).to_u64();
                    assert_eq!(arrive & !all, 0);
                }
                // Names read back only for cells of the board.
                let mut name = String::new();
                g.write_cell(cell, &mut name).unwrap();
                assert_eq!(g.parse_cell(&name), on.then_some(cell), "{name}");
                // The mirror keeps the board and neighbours.
                if on {
                    let m = g.mirror(cell);
                    assert!(g.contains(m) && g.mirror(m) == cell);
                }
            }
        }
    }

    #[test]
    fn sides_and_corners_of_a_triangle_and_a_hexagon() {
        let y = Grid::hex_triangle(5);
        // a1, e1 and a5.
        assert_eq!(y.corners::<1>().to_u64(), 1 | 1 << 4 | 1 << 20);
        assert_eq!(y.side::<1>(0).to_u64(), 0b11111);
        assert_eq!(y.side_between_corners::<1>(0).to_u64(), 0b01110);
        // The long side: e1 d2 c3 b4 a5.
        let long: Vec<_> = y.side::<1>(1).ones().collect();
        assert_eq!(long, vec![4, 8, 12, 16, 20]);
        // b2, c2 and b3 have all six neighbours on the board.
        assert_eq!(y.interior::<1>().to_u64(), 1 << 6 | 1 << 7 | 1 << 11);
        let h = Grid::hex_hexagon(8);
        let corners: Vec<String> = h
            .corners::<4>()
            .ones()
            .map(|c| {
                let mut s = String::new();
                h.write_cell(c, &mut s).unwrap();
                s
            })
            .collect();
        assert_eq!(corners, ["h1", "o1", "a8", "o8", "a15", "h15"]);
        for side in 0..6 {
            assert_eq!(h.side::<4>(side).ones().count(), 8, "side {side}");
            assert_eq!(h.side_between_corners::<4>(side).ones().count(), 6);
        }
        // The cells one step in from the sides: a hexagon of side 7.
        assert_eq!(h.interior::<4>().ones().count(), 127);
    }

    #[test]
    fn board_strings_list_the_cells_of_each_row() {
        let g = Grid::hex_triangle(3);
        let mut stones = [0u16; 2];
        stones[0].set(g.cell(0, 0));
        stones[1].set(g.cell(0, 2));
        let mut text = String::new();
        g.write_board(&stones, ['X', 'O'], &mut text).unwrap();
        assert_eq!(text, "O/../X..");
        assert_eq!(g.read_board::<u16>(&text, ['X', 'O']), Ok(stones));
        assert!(g.read_board::<u16>("O./../X..", ['X', 'O']).is_err());
    }

    #[test]
    fn cell_names_round_trip() {
        let g = Grid::square(32, 32);
        for cell in [0, 31, 32 * 31, 32 * 32 - 1, 27 + 32 * 9] {
            let mut s = String::new();
            g.write_cell(cell, &mut s).unwrap();
            assert_eq!(g.parse_cell(&s), Some(cell), "{s}");
        }
        let mut s = String::new();
        g.write_cell(27 + 32 * 9, &mut s).unwrap();
        assert_eq!(s, "ab10");
        let small = Grid::square(3, 3);
        assert_eq!(small.parse_cell("C3"), Some(8));
        for bad in ["d1", "a4", "a0", "a01", "1a", "", "a", "é1"] {
            assert_eq!(small.parse_cell(bad), None, "{bad}");
        }
    }
}
