//! [`Wide<N>`]: a set of cells for boards beyond 128 cells.

use super::Bits;
use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

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
    // Without a branch: `clear_lowest` stops at the first word with a cell,
    // whose place varies from set to set, and the processor mispredicts
    // the loop's end. Here the whole set less one (the borrow carried from
    // word to word) masks it, as `w & (w - 1)` does a word.
    #[inline]
    fn fewer_than(self, k: u32) -> bool {
        if k > 3 {
            return self.count() < k;
        }
        let mut rest = self.0;
        for _ in 1..k {
            let mut borrow = true;
            for w in &mut rest {
                let (less, under) = w.overflowing_sub(u64::from(borrow));
                *w &= less;
                borrow = under;
            }
        }
        k != 0 && rest.iter().fold(0, |acc, w| acc | w) == 0
    }
    // The cell's own word alone, where the defaults would build a whole
    // set of one cell and combine every word.
    #[inline]
    fn with(mut self, i: usize) -> Self {
        self.set(i);
        self
    }
    #[inline]
    fn without(mut self, i: usize) -> Self {
        self.0[i / 64] &= !(1 << (i % 64));
        self
    }
    #[inline]
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    // Each word once, where taking the lowest cell again and again would
    // scan the empty words below it for every cell.
    #[inline]
    fn for_each_one(self, mut f: impl FnMut(usize)) {
        for (i, mut w) in self.0.into_iter().enumerate() {
            while w != 0 {
                f(i * 64 + w.trailing_zeros() as usize);
                w &= w - 1;
            }
        }
    }
    // One pass over the words, where the default reads them three times
    // (empty? lowest? clear it).
    #[inline]
    fn pop_lowest(&mut self) -> Option<usize> {
        for (i, w) in self.0.iter_mut().enumerate() {
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(i * 64 + bit);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fewer_than_agrees_with_the_count_across_words() {
        let cells = [0, 1, 63, 64, 127, 128, 200, 255];
        for a in cells {
            for b in cells {
                for c in cells {
                    let set = Wide::<4>::ZERO.with_bit(a).with_bit(b).with_bit(c);
                    for k in 0..6 {
                        assert_eq!(set.fewer_than(k), set.count() < k, "{a} {b} {c} {k}");
                    }
                }
            }
        }
        assert!(Wide::<4>::ZERO.fewer_than(1));
        assert!(!Wide::<4>::ZERO.fewer_than(0));
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
}
