//! Lines of stones: runs of `n` in a row and the cells that would complete
//! one. Hot-path helpers the generated code calls.

use super::Bits;
#[cfg(doc)]
use super::Grid;

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

/// The longest line [`line_threats`] finds with one pass of products per
/// axis; longer lines take the plain loop.
const SUFFIX_LINES: usize = 16;

/// The empty cells that would complete a line of `n` for `own`: for each
/// axis (`starts[a]`, the cells where a window of `n` along it fits, and
/// `shifts[a]`, the bit distance between its neighbours) and each place `k`
/// in a window, the windows whose other `n - 1` cells are `own`, moved to
/// their `k`-th cell, which must be `empty`.
///
/// With `own_j` the stones shifted back by `j` cells, the windows missing
/// their `k`-th cell are `start & own_0 & .. & own_(k-1)` (the prefix,
/// built up as `k` grows) `& own_(k+1) & .. & own_(n-1)` (the suffix,
/// built once from the top down), so each window place costs one AND. The
/// `empty` test comes once, at the end: a window with all `n` cells `own`
/// is a line already, and its cells are not empty.
#[inline]
#[must_use]
pub fn line_threats<B: Bits>(own: B, empty: B, starts: &[B], shifts: &[u32], n: u32) -> B {
    debug_assert!(n >= 2, "a line has at least two cells");
    if n as usize > SUFFIX_LINES {
        return line_threats_by_window(own, empty, starts, shifts, n);
    }
    let mut threats = B::ZERO;
    for (&start, &shift) in starts.iter().zip(shifts) {
        // suffix[k]: own_(k+1) & .. & own_(n-1); every cell for the last.
        let mut suffix = [!B::ZERO; SUFFIX_LINES];
        for k in (0..n as usize - 1).rev() {
            suffix[k] = suffix[k + 1] & (own >> ((k as u32 + 1) * shift));
        }
        let mut prefix = start;
        for k in 0..n {
            threats |= (prefix & suffix[k as usize]) << (k * shift);
            prefix &= own >> (k * shift);
        }
    }
    threats & empty
}

/// [`line_threats`] for any `n`: each window place ANDs the cells after
/// it afresh.
fn line_threats_by_window<B: Bits>(own: B, empty: B, starts: &[B], shifts: &[u32], n: u32) -> B {
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

/// The empty cells that would complete a line of `n` along the axis stones
/// fall along (`shift` bits from a cell to the one above it): the cells
/// right above `n - 1` stacked stones of `own`. Only the top cell of such a
/// line can be empty, since under gravity no empty cell has a stone above
/// it, so this is [`line_threats`] for that axis at a third of the cost, on
/// every board where stones fall.
#[inline]
#[must_use]
pub fn stack_threats<B: Bits>(own: B, empty: B, shift: u32, n: u32) -> B {
    debug_assert!(n >= 2, "a line has at least two cells");
    (run_starts(own, shift, n - 1) << ((n - 1) * shift)) & empty
}

/// Bit planes of a small count kept for every cell at once: the count of
/// cell `c` is the sum of `1 << k` over the planes `k` holding `c`. Adding
/// a set of cells adds one to each of their counts with a carry through
/// the planes, so a board of counts costs a few instructions a plane.
#[derive(Clone, Copy, Debug)]
pub struct Tally<B> {
    planes: [B; TALLY_PLANES],
    /// The planes in use, lowest first; the others are zero.
    used: usize,
}

/// Planes of a [`Tally`]: counts up to 63.
const TALLY_PLANES: usize = 6;

impl<B: Bits> Tally<B> {
    /// Every count zero.
    #[must_use]
    pub fn new() -> Self {
        Tally {
            planes: [B::ZERO; TALLY_PLANES],
            used: 0,
        }
    }

    /// The tally whose bit planes are `planes`, lowest first (at most six).
    #[inline(always)]
    #[must_use]
    pub fn from_planes(planes: &[B]) -> Self {
        debug_assert!(planes.len() <= TALLY_PLANES, "a tally has six planes");
        let mut tally = Self::new();
        tally.used = planes.len().min(TALLY_PLANES);
        tally.planes[..tally.used].copy_from_slice(&planes[..tally.used]);
        tally
    }

    /// Adds one to the count of each cell of `cells`. Past 63 the highest
    /// plane stops carrying (no caller counts that far).
    pub fn add(&mut self, cells: B) {
        let mut carry = cells;
        for plane in &mut self.planes[..self.used] {
            let next = *plane & carry;
            *plane ^= carry;
            carry = next;
        }
        if self.used < TALLY_PLANES && !carry.is_zero() {
            self.planes[self.used] = carry;
            self.used += 1;
        }
    }

    /// The count of `cell`.
    #[inline(always)]
    #[must_use]
    pub fn get(&self, cell: usize) -> u32 {
        let mut count = 0;
        let mut k = 0;
        while k < self.used {
            count |= u32::from(self.planes[k].test(cell)) << k;
            k += 1;
        }
        count
    }
}

impl<B: Bits> Default for Tally<B> {
    fn default() -> Self {
        Self::new()
    }
}

/// For every cell `c`, how many cells of `open` a stone of `own` on `c`
/// would turn into cells that complete a line of `N`: the threats a move
/// makes, counted for every move at once. The axes are those of
/// [`line_threats`] (`starts`, `shifts`) and of [`stack_threats`]
/// (`stacked`, where only a line's top cell can be the missing one).
///
/// A new threat `x` lies in a window with `c`, whose other `N - 2` cells
/// are `own`. For each pair of places `i < j` in a window, the windows
/// whose other cells are `own`, moved to their `j`-th cell, are the moves
/// that make a threat `j - i` cells back, if that cell is `open`; moved to
/// their `i`-th cell, those that make one `j - i` cells on. A pair of cells
/// lies on one line at most, so the sets added for each axis, direction
/// and distance never count the same threat twice. With `open` the empty
/// cells that are not threats yet, `count(threats after c)` is the
/// threats before plus the tally of `c`, for any empty `c` that was not a
/// threat itself: the hint of every move for one board's work, where
/// [`line_threats`] after each move costs a board each.
///
/// Counts up to 63: at most `2 (N - 1)` sets an axis and `N - 1` a stacked
/// one. This is the reference for any axes; the code `game!` generates
/// writes the same sets out for its board, straight-line, so that the
/// compiler can count the tally's carries.
#[must_use]
pub fn threats_made<B: Bits, const N: usize>(
    own: B,
    open: B,
    starts: &[B],
    shifts: &[u32],
    stacked: &[u32],
) -> Tally<B> {
    debug_assert!(
        (2 * starts.len() + stacked.len()) * (N - 1) < 1 << TALLY_PLANES,
        "a tally counts to 63"
    );
    let mut tally = Tally::new();
    for (&start, &shift) in starts.iter().zip(shifts) {
        threats_made_along::<B, N>(&mut tally, own, open, start, shift);
    }
    for &shift in stacked {
        threats_made_stacked::<B, N>(&mut tally, own, open, shift);
    }
    tally
}

/// [`threats_made`] along one axis of [`line_threats`], added to `tally`.
fn threats_made_along<B: Bits, const N: usize>(
    tally: &mut Tally<B>,
    own: B,
    open: B,
    start: B,
    shift: u32,
) {
    debug_assert!(N >= 2, "a line has at least two cells");
    let mut gap = 1;
    while gap < N {
        let (mut back, mut on) = (B::ZERO, B::ZERO);
        let mut i = 0;
        while i + gap < N {
            let j = i + gap;
            // The windows whose cells other than i and j are `own`.
            let mut rest = start;
            let mut k = 0;
            while k < N {
                if k != i && k != j {
                    rest &= own >> (k as u32 * shift);
                }
                k += 1;
            }
            back |= rest << (j as u32 * shift);
            on |= rest << (i as u32 * shift);
            i += 1;
        }
        let distance = gap as u32 * shift;
        tally.add(back & (open << distance));
        tally.add(on & (open >> distance));
        gap += 1;
    }
}

/// [`threats_made`] along an axis of [`stack_threats`], added to `tally`.
fn threats_made_stacked<B: Bits, const N: usize>(
    tally: &mut Tally<B>,
    own: B,
    open: B,
    shift: u32,
) {
    debug_assert!(N >= 2, "a line has at least two cells");
    // Windows of N - 1 stones with the threat right above them.
    let mut j = 0;
    while j + 1 < N {
        let mut rest = !B::ZERO;
        let mut k = 0;
        while k + 1 < N {
            if k != j {
                rest &= own >> (k as u32 * shift);
            }
            k += 1;
        }
        tally.add((rest << (j as u32 * shift)) & (open >> ((N - 1 - j) as u32 * shift)));
        j += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Grid;

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

    /// `threats_made` against the threats found again after each move,
    /// on random boards, with the axes split into free and stacked ones
    /// as a game with gravity splits them (the test does not need the
    /// stones to have fallen: both sides count the same windows).
    fn threats_made_agrees_with_line_threats_after_each_move<const N: usize>(
        g: Grid,
        stacked_axis: Option<usize>,
    ) {
        let axes = g.axes();
        let shift = |a: (i32, i32)| g.delta(a).unsigned_abs();
        let (mut starts, mut shifts, mut stacked) = (Vec::new(), Vec::new(), Vec::new());
        for (index, &a) in axes.iter().enumerate() {
            if Some(index) == stacked_axis {
                stacked.push(shift(a));
            } else {
                starts.push(g.window_starts::<1>(a, N).to_u64());
                shifts.push(shift(a));
            }
        }
        let threats = |own: u64, empty: u64| {
            stacked.iter().fold(
                line_threats(own, empty, &starts, &shifts, N as u32),
                |t, &s| t | stack_threats(own, empty, s, N as u32),
            )
        };
        let all = g.all::<1>().to_u64();
        let mut seed = 0x2545_F491_4F6C_DD1Du64 ^ N as u64;
        for _ in 0..300 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Dense enough for many near-lines, sparse enough for room.
            let own = seed & (seed >> 2 | seed >> 9) & all;
            let theirs = (seed >> 1) & (seed >> 5) & (seed >> 11) & all & !own;
            let empty = all & !(own | theirs);
            let before = threats(own, empty);
            let made = threats_made::<u64, N>(own, empty & !before, &starts, &shifts, &stacked);
            for c in (empty & !before).ones() {
                let after = threats(own.with(c), empty.without(c));
                assert_eq!(
                    after.count(),
                    before.count() + made.get(c),
                    "N = {N}, own {own:#x}, theirs {theirs:#x}, move {c}"
                );
            }
        }
    }

    #[test]
    fn threats_made_counts_the_threats_of_every_move_at_once() {
        let square = Grid::square(8, 8);
        threats_made_agrees_with_line_threats_after_each_move::<2>(square, None);
        threats_made_agrees_with_line_threats_after_each_move::<3>(square, None);
        threats_made_agrees_with_line_threats_after_each_move::<4>(square, None);
        threats_made_agrees_with_line_threats_after_each_move::<5>(square, None);
        threats_made_agrees_with_line_threats_after_each_move::<6>(square, None);
        // Connect Four's board, the columns stacked; and a small one.
        let c4 = Grid::square(7, 6);
        let up = c4.axes().iter().position(|&a| a == (0, 1));
        assert!(up.is_some(), "the grid has a vertical axis");
        threats_made_agrees_with_line_threats_after_each_move::<4>(c4, up);
        threats_made_agrees_with_line_threats_after_each_move::<4>(c4, None);
        threats_made_agrees_with_line_threats_after_each_move::<3>(Grid::square(3, 3), None);
        threats_made_agrees_with_line_threats_after_each_move::<3>(Grid::square(5, 4), up);
    }

    #[test]
    fn a_tally_counts_each_cell() {
        let mut tally = Tally::<u64>::new();
        for k in 0..40u32 {
            // Cell c is in the sets k with k % (c + 1) == 0.
            tally.add(
                (0..8)
                    .filter(|c| k % (c + 1) == 0)
                    .fold(0u64, |b, c| b.with(c as usize)),
            );
        }
        for c in 0..8u32 {
            assert_eq!(
                tally.get(c as usize),
                (0..40).filter(|k| k % (c + 1) == 0).count() as u32
            );
        }
        assert_eq!(tally.get(9), 0);
    }

    #[test]
    fn both_ways_of_finding_threats_agree_with_brute_force() {
        let g = Grid::square(8, 8);
        let axes = g.axes();
        let shifts: Vec<u32> = axes.iter().map(|&a| g.delta(a).unsigned_abs()).collect();
        let all = g.all::<1>().to_u64();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for n in 2..=7u32 {
            let starts: Vec<u64> = axes
                .iter()
                .map(|&a| g.window_starts::<1>(a, n as usize).to_u64())
                .collect();
            // Every window of n cells, as a bit set.
            let windows: Vec<u64> = starts
                .iter()
                .zip(&shifts)
                .flat_map(|(&s, &shift)| {
                    s.ones()
                        .map(move |c| (0..n).fold(0u64, |w, k| w.with(c + (k * shift) as usize)))
                })
                .collect();
            for _ in 0..200 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let own = seed & (seed >> 3) & all;
                let theirs = (seed >> 1) & !(seed >> 5) & all & !own;
                let empty = all & !(own | theirs);
                let expected = windows.iter().fold(0u64, |t, &w| {
                    let missing = w & !own;
                    if missing.count() == 1 {
                        t | (missing & empty)
                    } else {
                        t
                    }
                });
                assert_eq!(
                    line_threats(own, empty, &starts, &shifts, n),
                    expected,
                    "n = {n}"
                );
                assert_eq!(
                    line_threats_by_window(own, empty, &starts, &shifts, n),
                    expected,
                    "n = {n}"
                );
            }
        }
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
    fn stack_threats_are_the_line_threats_of_a_column_under_gravity() {
        let g = Grid::square(7, 6);
        let up = g.axes()[1];
        let (shift, starts) = (
            g.delta(up).unsigned_abs(),
            [g.window_starts::<1>(up, 4).to_u64()],
        );
        let all = g.all::<1>().to_u64();
        // Stones of either side stacked from the bottom of each column.
        let column = |col: usize, stones: &[bool]| -> (u64, u64) {
            stones
                .iter()
                .enumerate()
                .fold((0, 0), |(own, theirs), (row, &mine)| {
                    let bit = u64::bit(g.cell(col, row));
                    if mine {
                        (own | bit, theirs)
                    } else {
                        (own, theirs | bit)
                    }
                })
        };
        // Every way of filling each column from the bottom, up to full.
        for mask in 0u32..1 << 6 {
            for height in 0..=6 {
                let stones: Vec<bool> = (0..height).map(|row| mask >> row & 1 == 1).collect();
                let (own, theirs) = column(3, &stones);
                let empty = all & !(own | theirs);
                assert_eq!(
                    stack_threats(own, empty, shift, 4),
                    line_threats(own, empty, &starts, &[shift], 4),
                    "{stones:?}"
                );
            }
        }
    }
}
