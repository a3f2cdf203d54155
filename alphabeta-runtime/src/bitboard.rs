//! Bitboards and board geometry for games declared with `game!`.
//!
//! A declared game keeps one bitboard per player. The macro picks the word at
//! compile time from the number of cells: `u16`, `u32`, `u64` or `u128` when
//! the board fits, and [`Wide<N>`] (an array of `u64` words) beyond. Every
//! word type implements [`Bits`], so the hot-path helpers here ([`has_run`],
//! [`flood`], [`connection_distance`]) are written once and monomorphized.
//!
//! [`Grid`] describes a board's shape and computes, in `const fn`s, the masks
//! the generated code keeps in tables: the line segment through each cell,
//! the windows where a line can be made, the edges, and the cells a
//! neighbour step can arrive on. The macro emits only the calls, so a game's
//! tables cost a little const evaluation, not a large token stream.
//!
//! # Layout
//!
//! Cell `col + row * width` is bit `col + row * width`: no padding bits. A
//! step to a neighbour is a shift by `dx + dy * width`, masked by the cells it
//! may arrive on ([`Step`]), so nothing wraps around an edge.
//!
//! Row 0 is the bottom rank: `a1` is the bottom-left corner. On a hex board
//! each row is drawn half a cell right of the one below, so a cell's six
//! neighbours are the two beside it, two above (`(0, 1)` and `(-1, 1)`) and
//! two below (`(0, -1)` and `(1, -1)`). Cell names and neighbours are those of
//! the usual Hex programs, which draw the same board upside down.

use core::fmt::{self, Write as _};
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// A set of cells, one bit a cell. Implemented for `u16`, `u32`, `u64`,
/// `u128` and [`Wide<N>`].
///
/// Shifts by at least the width of the word give the empty set.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + fmt::Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// How many cells the word can hold.
    const CAPACITY: usize;

    /// The set holding only cell `i`.
    fn bit(i: usize) -> Self;
    /// Whether cell `i` is in the set.
    fn test(self, i: usize) -> bool;
    /// How many cells the set holds.
    fn count(self) -> u32;
    /// Whether the set is empty.
    fn is_zero(self) -> bool;
    /// The lowest cell in the set, or [`Bits::CAPACITY`] if it is empty.
    fn lowest(self) -> usize;
    /// The set without its lowest cell.
    fn clear_lowest(self) -> Self;

    /// The set with cell `i` added.
    #[inline]
    #[must_use]
    fn with(self, i: usize) -> Self {
        self | Self::bit(i)
    }
    /// The set with cell `i` removed.
    #[inline]
    #[must_use]
    fn without(self, i: usize) -> Self {
        self & !Self::bit(i)
    }
    /// Adds cell `i`.
    #[inline]
    fn set(&mut self, i: usize) {
        *self |= Self::bit(i);
    }
    /// The cells of `self` that are not in `other`.
    #[inline]
    #[must_use]
    fn and_not(self, other: Self) -> Self {
        self & !other
    }
    /// Shifts towards higher cells by `delta` if it is positive, lower ones if
    /// it is negative.
    #[inline]
    #[must_use]
    fn shift(self, delta: i32) -> Self {
        if delta >= 0 {
            self << delta.unsigned_abs()
        } else {
            self >> delta.unsigned_abs()
        }
    }
    /// The cells of the set, lowest first.
    #[inline]
    fn ones(self) -> Ones<Self> {
        Ones(self)
    }
}

/// The cells of a set, lowest first; see [`Bits::ones`].
#[derive(Clone, Copy, Debug)]
pub struct Ones<B>(B);

impl<B: Bits> Iterator for Ones<B> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_zero() {
            return None;
        }
        let i = self.0.lowest();
        self.0 = self.0.clear_lowest();
        Some(i)
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bits> ExactSizeIterator for Ones<B> {}

macro_rules! bits_for_uint {
    ($($t:ty),*) => {$(
        impl Bits for $t {
            const ZERO: Self = 0;
            const CAPACITY: usize = <$t>::BITS as usize;
            #[inline]
            fn bit(i: usize) -> Self {
                debug_assert!(i < Self::CAPACITY);
                1 << i
            }
            #[inline]
            fn test(self, i: usize) -> bool {
                self >> i & 1 != 0
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn is_zero(self) -> bool {
                self == 0
            }
            #[inline]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline]
            fn clear_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}
bits_for_uint!(u16, u32, u64, u128);

/// A board of more than 128 cells: `N` words of 64 bits, cell `i` being bit
/// `i % 64` of word `i / 64`. `Copy`, no heap.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    /// The empty set.
    pub const ZERO: Self = Wide([0; N]);

    /// The set with cell `i` added (a `const fn`, for tables).
    #[must_use]
    pub const fn with_bit(self, i: usize) -> Self {
        let mut w = self.0;
        w[i / 64] |= 1 << (i % 64);
        Wide(w)
    }

    /// Whether cell `i` is in the set (a `const fn`, for tables).
    #[must_use]
    pub const fn has_bit(&self, i: usize) -> bool {
        i < N * 64 && self.0[i / 64] >> (i % 64) & 1 != 0
    }

    /// The union (a `const fn`, for tables).
    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        let mut w = self.0;
        let mut i = 0;
        while i < N {
            w[i] |= other.0[i];
            i += 1;
        }
        Wide(w)
    }

    /// The low 16 cells, for boards that fit a `u16`.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // the board fits, by the macro's choice
    pub const fn to_u16(self) -> u16 {
        self.0[0] as u16
    }

    /// The low 32 cells, for boards that fit a `u32`.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // the board fits, by the macro's choice
    pub const fn to_u32(self) -> u32 {
        self.0[0] as u32
    }

    /// The low 64 cells, for boards that fit a `u64`.
    #[must_use]
    pub const fn to_u64(self) -> u64 {
        self.0[0]
    }

    /// The low 128 cells, for boards that fit a `u128`.
    #[must_use]
    pub const fn to_u128(self) -> u128 {
        let high = if N > 1 { self.0[1] } else { 0 };
        self.0[0] as u128 | (high as u128) << 64
    }

    /// Itself, so the macro converts every table the same way.
    #[must_use]
    pub const fn to_wide(self) -> Self {
        self
    }
}

impl<const N: usize> Default for Wide<N> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Wide(")?;
        for (i, w) in self.0.iter().enumerate().rev() {
            if i + 1 < N {
                f.write_str("_")?;
            }
            write!(f, "{w:016x}")?;
        }
        f.write_str(")")
    }
}

macro_rules! wide_bitwise {
    ($($trait:ident $method:ident $assign_trait:ident $assign:ident $op_assign:tt),*) => {$(
        impl<const N: usize> $trait for Wide<N> {
            type Output = Self;
            #[inline]
            fn $method(mut self, rhs: Self) -> Self {
                self.$assign(rhs);
                self
            }
        }
        impl<const N: usize> $assign_trait for Wide<N> {
            #[inline]
            fn $assign(&mut self, rhs: Self) {
                for (word, other) in self.0.iter_mut().zip(rhs.0) {
                    *word $op_assign other;
                }
            }
        }
    )*};
}
wide_bitwise!(
    BitAnd bitand BitAndAssign bitand_assign &=,
    BitOr bitor BitOrAssign bitor_assign |=,
    BitXor bitxor BitXorAssign bitxor_assign ^=
);

impl<const N: usize> Not for Wide<N> {
    type Output = Self;
    #[inline]
    fn not(mut self) -> Self {
        for w in &mut self.0 {
            *w = !*w;
        }
        self
    }
}

impl<const N: usize> Shl<u32> for Wide<N> {
    type Output = Self;
    #[inline]
    fn shl(self, k: u32) -> Self {
        let (words, bits) = ((k / 64) as usize, k % 64);
        let mut out = [0u64; N];
        for i in (words..N).rev() {
            let src = i - words;
            out[i] = self.0[src] << bits;
            if bits > 0 && src > 0 {
                out[i] |= self.0[src - 1] >> (64 - bits);
            }
        }
        Wide(out)
    }
}

impl<const N: usize> Shr<u32> for Wide<N> {
    type Output = Self;
    #[inline]
    fn shr(self, k: u32) -> Self {
        let (words, bits) = ((k / 64) as usize, k % 64);
        let mut out = [0u64; N];
        for (i, word) in out.iter_mut().enumerate().take(N.saturating_sub(words)) {
            let src = i + words;
            *word = self.0[src] >> bits;
            if bits > 0 && src + 1 < N {
                *word |= self.0[src + 1] << (64 - bits);
            }
        }
        Wide(out)
    }
}

impl<const N: usize> Bits for Wide<N> {
    const ZERO: Self = Wide([0; N]);
    const CAPACITY: usize = 64 * N;
    #[inline]
    fn bit(i: usize) -> Self {
        Self::ZERO.with_bit(i)
    }
    #[inline]
    fn test(self, i: usize) -> bool {
        self.has_bit(i)
    }
    #[inline]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline]
    fn is_zero(self) -> bool {
        self.0.iter().fold(0, |acc, w| acc | w) == 0
    }
    #[inline]
    fn lowest(self) -> usize {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return i * 64 + w.trailing_zeros() as usize;
            }
        }
        Self::CAPACITY
    }
    #[inline]
    fn clear_lowest(mut self) -> Self {
        for w in &mut self.0 {
            if *w != 0 {
                *w &= *w - 1;
                break;
            }
        }
        self
    }
}

// ---------------------------------------------------------------------------
// Hot-path helpers the generated code calls.

/// Whether `segment` (stones on one line, see [`Grid::segment`]) holds `n` or
/// more in a row, where consecutive cells of the line are `shift` bits apart.
#[inline]
#[must_use]
pub fn has_run<B: Bits>(segment: B, shift: u32, n: u32) -> bool {
    !run_starts(segment, shift, n).is_zero()
}

/// The cells `c` of `cells` such that `c + shift`, `c + 2 * shift`, ... up to
/// `n` cells in all are in `cells` too. On a whole board, a step of `shift`
/// can wrap from one row to the next, so keep only the starts where a window
/// fits ([`Grid::window_starts`]).
///
/// Doubling: after the loop `run` marks the starts of runs at least `have`
/// long, so a line of any length costs about `log2(n) + 1` shifts.
#[inline]
#[must_use]
pub fn run_starts<B: Bits>(cells: B, shift: u32, n: u32) -> B {
    let mut run = cells;
    let mut have = 1;
    while have * 2 <= n {
        run &= run >> (have * shift);
        have *= 2;
    }
    if have < n {
        // Two runs of `have`, `n - have <= have` apart, cover `n` cells.
        run &= run >> ((n - have) * shift);
    }
    run
}

/// The empty cells that would complete a line of `n` for `own`: for each
/// axis (`starts[a]`, the cells where a window of `n` along it fits, and
/// `shifts[a]`, the bit distance between its neighbours) and each place `k`
/// in a window, the windows whose other `n - 1` cells are `own`, moved to
/// their `k`-th cell, which must be `empty`.
///
/// The windows are found from their start: `before` holds the starts whose
/// cells `0..k` are `own`, so each `k` costs only the cells after it. The
/// `empty` test comes once, at the end: a window with all `n` cells `own` is
/// a line already, and its cells are not empty.
#[inline]
#[must_use]
pub fn line_threats<B: Bits>(own: B, empty: B, starts: &[B], shifts: &[u32], n: u32) -> B {
    let mut threats = B::ZERO;
    for (&start, &shift) in starts.iter().zip(shifts) {
        let mut before = start;
        for k in 0..n {
            let mut window = before;
            for j in k + 1..n {
                window &= own >> (j * shift);
            }
            threats |= window << (k * shift);
            before &= own >> (k * shift);
        }
    }
    threats & empty
}

/// One step to a neighbour: shift by `delta`, then keep the cells `arrive`
/// allows, so that no step wraps around an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step<B> {
    /// `dx + dy * width`.
    pub delta: i32,
    /// The cells a step in this direction can arrive on.
    pub arrive: B,
}

/// The cells one step away from `cells` (not including `cells` themselves
/// unless they are also a step away).
#[inline]
#[must_use]
pub fn dilate<B: Bits>(cells: B, steps: &[Step<B>]) -> B {
    let mut out = B::ZERO;
    for s in steps {
        out |= cells.shift(s.delta) & s.arrive;
    }
    out
}

/// The cells of `within` connected to `seed` through `within` (the group of
/// `seed`, for a seed inside `within`).
#[inline]
#[must_use]
pub fn flood<B: Bits>(seed: B, within: B, steps: &[Step<B>]) -> B {
    let mut group = seed & within;
    loop {
        let grown = (group | dilate(group, steps)) & within;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The fewest empty cells a player must still fill to join edge `from` to
/// edge `to` with a chain of their stones (`own`), going around the
/// opponent's stones (`theirs`); `None` if the opponent has cut every path.
///
/// Breadth-first search by layers on bitboards: layer `d` holds every cell
/// reachable from `from` by filling at most `d` empty cells, spread through
/// the player's stones for free.
#[must_use]
pub fn connection_distance<B: Bits>(
    own: B,
    theirs: B,
    board: B,
    from: B,
    to: B,
    steps: &[Step<B>],
) -> Option<u32> {
    let empty = board & !(own | theirs);
    let mut reached = flood(from & own, own, steps);
    let mut distance = 0;
    loop {
        if !(reached & to).is_zero() {
            return Some(distance);
        }
        let fill = (dilate(reached, steps) | from) & empty;
        let grown = reached | fill;
        let grown = flood(grown, grown | own, steps);
        if grown == reached {
            return None;
        }
        reached = grown;
        distance += 1;
    }
}

// ---------------------------------------------------------------------------
// Geometry, in const fns.

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

/// A rectangular or hex-rhombus board of `width` columns and `height` rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Squares or hexes.
    pub shape: Shape,
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

impl Grid {
    /// A rectangular board.
    #[must_use]
    pub const fn square(width: usize, height: usize) -> Grid {
        Grid {
            width,
            height,
            shape: Shape::Square,
        }
    }

    /// A hex rhombus.
    #[must_use]
    pub const fn hex(width: usize, height: usize) -> Grid {
        Grid {
            width,
            height,
            shape: Shape::Hex,
        }
    }

    /// The number of cells.
    #[must_use]
    pub const fn cells(&self) -> usize {
        self.width * self.height
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
    /// on a rectangle, and through the centre on a hex rhombus, where a
    /// left-right flip would not keep neighbours together. Either way the
    /// lines map to lines, neighbours to neighbours, and each pair of
    /// opposite edges to itself. Mirroring twice gives the cell back.
    #[must_use]
    pub const fn mirror(&self, cell: usize) -> usize {
        match self.shape {
            Shape::Square => self.cell(self.width - 1 - self.col(cell), self.row(cell)),
            Shape::Hex => self.cells() - 1 - cell,
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
        if col < 0 || row < 0 || col >= self.width as i32 || row >= self.height as i32 {
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
            out = out.with_bit(c);
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
            out = out.with_bit(self.cell(col, row));
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
            out = out.with_bit(self.cell(col, row));
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

    /// The cells a step of `dir` can arrive on: those whose origin is on the board.
    #[must_use]
    pub const fn arrivals<const N: usize>(&self, dir: (i32, i32)) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut c = 0;
        while c < self.cells() {
            if self.step(c, dir, -1).is_some() {
                out = out.with_bit(c);
            }
            c += 1;
        }
        out
    }

    /// The cells of the line through `cell` along `axis`, at most `radius`
    /// steps either side: the only cells a line through `cell` can use.
    #[must_use]
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]
    pub const fn segment<const N: usize>(
        &self,
        cell: usize,
        axis: (i32, i32),
        radius: usize,
    ) -> Wide<N> {
        let mut out = Wide::<N>::ZERO;
        let mut k = -(radius as i32);
        while k <= radius as i32 {
            if let Some(c) = self.step(cell, axis, k) {
                out = out.with_bit(c);
            }
            k += 1;
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
        n > 0 && self.step(start, axis, n as i32 - 1).is_some()
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
        (col < self.width && row < self.height).then(|| self.cell(col, row))
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
            if cells != self.width {
                return Err(format!(
                    "row {} has {cells} cells, expected {}",
                    row + 1,
                    self.width
                ));
            }
            for (col, ch) in row_text.chars().enumerate() {
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
                write!(out, " {}", symbol(self.cell(col, row)))?;
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

// ---------------------------------------------------------------------------
// Zobrist keys.

/// One step of SplitMix64: the next state and its output. Used at compile
/// time to fill Zobrist tables from a fixed seed.
#[must_use]
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// Zobrist keys: one per player and cell, then one for "the second player
/// is to move", all drawn from SplitMix64 seeded with `seed`.
#[derive(Clone, Copy, Debug)]
pub struct Zobrist<const CELLS: usize> {
    /// `stones[side][cell]`.
    pub stones: [[u64; CELLS]; 2],
    /// Xored in while the second player is to move.
    pub second_to_move: u64,
}

impl<const CELLS: usize> Zobrist<CELLS> {
    /// The keys for `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        let mut stones = [[0; CELLS]; 2];
        let mut state = seed;
        let mut side = 0;
        while side < 2 {
            let mut c = 0;
            while c < CELLS {
                let (next, key) = splitmix64(state);
                state = next;
                stones[side][c] = key;
                c += 1;
            }
            side += 1;
        }
        let (_, second_to_move) = splitmix64(state);
        Zobrist {
            stones,
            second_to_move,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_ops<B: Bits>() {
        let cap = B::CAPACITY;
        let b = B::bit(0).with(3).with(cap - 1);
        assert_eq!(b.count(), 3);
        assert!(b.test(3) && !b.test(2));
        assert_eq!(b.ones().collect::<Vec<_>>(), vec![0, 3, cap - 1]);
        assert_eq!(b.lowest(), 0);
        assert_eq!(B::ZERO.lowest(), cap);
        assert_eq!((b << 1).ones().collect::<Vec<_>>(), vec![1, 4]);
        assert_eq!((b >> 1).ones().collect::<Vec<_>>(), vec![2, cap - 2]);
        assert_eq!(b.shift(-3).ones().collect::<Vec<_>>(), vec![0, cap - 4]);
        assert!((!B::ZERO).count() as usize == cap);
        assert_eq!(b.without(3).and_not(B::bit(0)), B::bit(cap - 1));
        let same = b;
        assert!((b ^ same).is_zero());
    }

    #[test]
    fn every_word_type_behaves_the_same() {
        check_ops::<u16>();
        check_ops::<u32>();
        check_ops::<u64>();
        check_ops::<u128>();
        check_ops::<Wide<1>>();
        check_ops::<Wide<3>>();
        check_ops::<Wide<16>>();
    }

    #[test]
    fn wide_shifts_cross_words() {
        let b = Wide::<3>::ZERO.with_bit(63).with_bit(64).with_bit(130);
        assert_eq!((b << 70).ones().collect::<Vec<_>>(), vec![133, 134]);
        assert_eq!((b >> 64).ones().collect::<Vec<_>>(), vec![0, 66]);
        assert_eq!((b << 64).ones().collect::<Vec<_>>(), vec![127, 128]);
        assert!((b << 192).is_zero() && (b >> 200).is_zero());
        assert_eq!(b.to_u128(), 1 << 63 | 1 << 64);
    }

    #[test]
    fn runs_are_found_only_when_long_enough() {
        for n in 1..=9u32 {
            for len in 1..=10u32 {
                let run: u64 = ((1u64 << len) - 1) << 5;
                assert_eq!(has_run(run, 1, n), len >= n, "run of {len}, n = {n}");
                // Every third bit, as a vertical line on a 3-wide board.
                let spread = (0..len).fold(0u64, |b, i| b.with(3 * i as usize));
                assert_eq!(has_run(spread, 3, n), len >= n);
            }
        }
    }

    #[test]
    fn run_starts_on_a_whole_board_need_the_window_starts() {
        let g = Grid::square(7, 6);
        let row = g.window_starts::<1>((1, 0), 4).to_u64();
        // f1 g1 a2 b2 are four consecutive bits, but not a row.
        let wrapped: u64 = [5, 6, 7, 8].iter().fold(0, |b, &c| b.with(c));
        assert_ne!(run_starts(wrapped, 1, 4), 0);
        assert_eq!(run_starts(wrapped, 1, 4) & row, 0);
        // a2 b2 c2 d2 is one, starting at a2.
        let real: u64 = [7, 8, 9, 10].iter().fold(0, |b, &c| b.with(c));
        assert_eq!(run_starts(real, 1, 4) & row, 1 << 7);
        // The anti-diagonal d1 c2 b3 a4 steps by 6 bits.
        let anti = g.window_starts::<1>((-1, 1), 4).to_u64();
        let diagonal: u64 = [3, 9, 15, 21].iter().fold(0, |b, &c| b.with(c));
        assert_eq!(run_starts(diagonal, 6, 4) & anti, 1 << 3);
    }

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
        for g in [Grid::square(7, 6), Grid::square(3, 3), Grid::hex(5, 4)] {
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
    fn line_threats_are_the_cells_that_complete_a_line() {
        let g = Grid::square(7, 6);
        let axes = g.axes();
        let starts: Vec<u64> = axes
            .iter()
            .map(|&a| g.window_starts::<1>(a, 4).to_u64())
            .collect();
        let shifts: Vec<u32> = axes.iter().map(|&a| g.delta(a).unsigned_abs()).collect();
        let all = g.all::<1>().to_u64();
        // a1 b1 c1: d1 completes the row; a1 is the edge, so no wrap-around to g0.
        let own = 0b111u64;
        let threats = line_threats(own, all & !own, &starts, &shifts, 4);
        assert_eq!(threats.ones().collect::<Vec<_>>(), vec![3]);
        // e1 f1 g1 must not reach a2 across the edge.
        let own = 0b111_0000u64;
        assert_eq!(
            line_threats(own, all & !own, &starts, &shifts, 4)
                .ones()
                .collect::<Vec<_>>(),
            vec![3]
        );
        // a1 b2 d4: c3 completes the diagonal; blocked by the opponent, nothing.
        let own = u64::bit(0) | u64::bit(8) | u64::bit(24);
        assert_eq!(
            line_threats(own, all & !own, &starts, &shifts, 4)
                .ones()
                .collect::<Vec<_>>(),
            vec![16]
        );
        assert_eq!(
            line_threats(own, all & !own & !u64::bit(16), &starts, &shifts, 4),
            0
        );
    }

    #[test]
    fn hex_neighbours_and_edges() {
        let g = Grid::hex(3, 3);
        let steps: Vec<Step<u16>> = g
            .neighbours()
            .iter()
            .map(|&d| Step {
                delta: g.delta(d),
                arrive: g.arrivals::<1>(d).to_u16(),
            })
            .collect();
        // The centre b2 touches all six others but a1... a1 is (0,0): not a
        // neighbour of (1,1) on a rhombus; c3 neither.
        let n: Vec<_> = dilate(u16::bit(g.cell(1, 1)), &steps).ones().collect();
        assert_eq!(n, vec![1, 2, 3, 5, 6, 7]);
        // Corner a1 has two neighbours, b1 and a2.
        assert_eq!(dilate(1u16, &steps).ones().collect::<Vec<_>>(), vec![1, 3]);
        assert_eq!(g.edge::<1>(Edge::Bottom).to_u16(), 0b111);
        assert_eq!(g.edge::<1>(Edge::Top).to_u16(), 0b111_000_000);
        assert_eq!(g.edge::<1>(Edge::Left).to_u16(), 0b001_001_001);
        let all = g.all::<1>().to_u16();
        let top = g.edge::<1>(Edge::Top).to_u16();
        let bottom = g.edge::<1>(Edge::Bottom).to_u16();
        assert_eq!(connection_distance(0, 0, all, top, bottom, &steps), Some(3));
        // A wall along the middle row cuts every path.
        assert_eq!(
            connection_distance(0, g.row_mask::<1>(1).to_u16(), all, top, bottom, &steps),
            None
        );
        // With b2 owned, one stone at each end is left.
        assert_eq!(
            connection_distance(1 << 4, 0, all, top, bottom, &steps),
            Some(2)
        );
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

    #[test]
    fn zobrist_keys_are_distinct() {
        let z = Zobrist::<225>::new(1);
        let mut keys: Vec<u64> = z.stones.iter().flatten().copied().collect();
        keys.push(z.second_to_move);
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 451);
    }
}
