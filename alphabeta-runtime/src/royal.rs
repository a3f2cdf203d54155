//! What games with a royal piece (the chess family) need at run time: the
//! rays that sliders move along, with the attacks of a slider from one cell
//! found by a bit scan, and the Zobrist keys of the state such games keep
//! beside their pieces (which pieces have not moved, the en-passant cell).
//!
//! The generated code of `game!` calls these; a game's tables are built at
//! compile time by the `const fn`s here.
//!
//! # Rays
//!
//! A ray from a cell along a direction holds every cell a slider would
//! reach on an empty board. On a real board the slider stops at the first
//! occupied cell: for a direction that goes up the cell indices that is the
//! lowest occupied cell of the ray, otherwise the highest, and the cells
//! past it are that cell's own ray, which a mask removes. This is the
//! classical approach of chess programs: one table look-up, one bit scan,
//! and a mask, for any board that fits a word.

use crate::bitboard::{splitmix64, Bits, Grid, Wide};

/// The highest cell of a set, for rays that go down the cell indices.
pub trait Highest: Bits {
    /// The highest cell in the set; only called on a non-empty set.
    fn highest(self) -> usize;
}

macro_rules! highest_for_uint {
    ($($t:ty),*) => {$(
        impl Highest for $t {
            #[inline]
            fn highest(self) -> usize {
                debug_assert!(self != 0);
                (<$t>::BITS - 1 - self.leading_zeros()) as usize
            }
        }
    )*};
}
highest_for_uint!(u16, u32, u64, u128);

impl<const N: usize> Highest for Wide<N> {
    #[inline]
    fn highest(self) -> usize {
        for i in (0..N).rev() {
            let w = self.0[i];
            if w != 0 {
                return i * 64 + 63 - w.leading_zeros() as usize;
            }
        }
        0
    }
}

/// The rays along `dir` from every cell of `grid`: the cells a slider
/// reaches on an empty board, the cell itself left out.
#[must_use]
pub const fn rays<const N: usize, const CELLS: usize>(
    grid: &Grid,
    dir: (i32, i32),
) -> [Wide<N>; CELLS] {
    let mut out = [Wide::<N>::ZERO; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut k = 1;
        while let Some(c) = grid.step(cell, dir, k) {
            out[cell] = out[cell].with_bit(c);
            k += 1;
        }
        cell += 1;
    }
    out
}

/// The rays of one direction, and whether the direction goes up the cell
/// indices.
#[derive(Clone, Copy, Debug)]
pub struct Rays<B, const CELLS: usize> {
    /// From each cell, the cells a slider reaches on an empty board.
    pub from: [B; CELLS],
    /// Whether the cells of a ray grow away from its start.
    pub up: bool,
}

impl<B: Highest, const CELLS: usize> Rays<B, CELLS> {
    /// What a slider along this direction attacks from `cell`: the ray's
    /// cells up to and including the first occupied one.
    #[inline(always)]
    pub fn attacks(&self, cell: usize, occupied: B) -> B {
        let ray = self.from[cell];
        let blockers = ray & occupied;
        if blockers.is_zero() {
            return ray;
        }
        let first = if self.up {
            blockers.lowest()
        } else {
            blockers.highest()
        };
        ray & !self.from[first]
    }
}

/// The Zobrist keys of a position's state beyond its pieces and side to
/// move: for each cell, that its piece has not moved yet (castling rights,
/// first moves), and that it is the en-passant cell.
#[derive(Clone, Debug)]
pub struct StateKeys<const CELLS: usize> {
    /// The key of an unmoved piece on each cell.
    pub unmoved: [u64; CELLS],
    /// The key of each cell as the en-passant cell.
    pub en_passant: [u64; CELLS],
}

impl<const CELLS: usize> StateKeys<CELLS> {
    /// Keys from a fixed seed (differing from the piece keys' seed, so the
    /// two tables share no key).
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        let mut state = seed ^ 0x5ca1_ab1e_0dd5_eed5;
        let mut unmoved = [0; CELLS];
        let mut en_passant = [0; CELLS];
        let mut c = 0;
        while c < CELLS {
            let (s, k) = splitmix64(state);
            unmoved[c] = k;
            let (s, k) = splitmix64(s);
            en_passant[c] = k;
            state = s;
            c += 1;
        }
        StateKeys {
            unmoved,
            en_passant,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRID: Grid = Grid::square(8, 8);
    const NORTH: [Wide<1>; 64] = rays::<1, 64>(&GRID, (0, 1));
    const SOUTH_WEST: [Wide<1>; 64] = rays::<1, 64>(&GRID, (-1, -1));

    fn rays_u64(table: &[Wide<1>; 64], up: bool) -> Rays<u64, 64> {
        Rays {
            from: table.map(Wide::to_u64),
            up,
        }
    }

    #[test]
    fn rays_run_to_the_edge() {
        // a1 north: a2..a8.
        assert_eq!(NORTH[0].to_u64(), 0x0101_0101_0101_0100);
        // h8 south-west: the long diagonal down to a1.
        assert_eq!(SOUTH_WEST[63].to_u64().count_ones(), 7);
        assert_eq!(SOUTH_WEST[0].to_u64(), 0);
    }

    #[test]
    fn a_slider_stops_at_the_first_occupied_cell() {
        let north = rays_u64(&NORTH, true);
        let south_west = rays_u64(&SOUTH_WEST, false);
        // A rook on a1, a piece on a4: a2, a3, a4.
        let occupied = 1u64 << 24;
        assert_eq!(north.attacks(0, occupied), (1 << 8) | (1 << 16) | (1 << 24));
        // A bishop on h8, a piece on e5 (cell 36) and one on b2: g7, f6, e5.
        let occupied = (1u64 << 36) | (1 << 9);
        assert_eq!(
            south_west.attacks(63, occupied),
            (1 << 54) | (1 << 45) | (1 << 36)
        );
        assert_eq!(0x8000_0000_0000_0001u64.highest(), 63);
        assert_eq!(Wide([1u64, 0b100]).highest(), 66);
    }

    #[test]
    fn state_keys_are_distinct() {
        let keys = StateKeys::<64>::new(1);
        let mut all: Vec<u64> = keys
            .unmoved
            .iter()
            .chain(&keys.en_passant)
            .copied()
            .collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 128);
    }
}
