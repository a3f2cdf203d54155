//! The [`Bits`] trait: a set of cells in a machine word or a [`Wide`] array.

#[cfg(doc)]
use super::Wide;
use core::fmt;
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

    /// Whether the set holds fewer than `k` cells. Up to three, its lowest
    /// cells cleared `k - 1` times leave none, which takes a few
    /// instructions where a count takes dozens (no word has a population
    /// count instruction without a target CPU); most sets asked are small
    /// (the stones near a cell, say).
    #[inline]
    fn fewer_than(self, k: u32) -> bool {
        match k {
            0 => false,
            1..=3 => {
                let mut rest = self;
                for _ in 1..k {
                    rest = rest.clear_lowest();
                }
                rest.is_zero()
            }
            _ => self.count() < k,
        }
    }

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
    /// Removes the lowest cell of the set and gives it, or `None` if the
    /// set is empty.
    #[inline]
    fn pop_lowest(&mut self) -> Option<usize> {
        if self.is_zero() {
            return None;
        }
        let i = self.lowest();
        *self = self.clear_lowest();
        Some(i)
    }
    /// Calls `f` with each cell of the set, lowest first: as
    /// [`Bits::ones`], in one pass over the words of a [`Wide`] set.
    #[inline]
    fn for_each_one(self, mut f: impl FnMut(usize)) {
        for i in self.ones() {
            f(i);
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
        self.0.pop_lowest()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Wide;

    fn check_ops<B: Bits>() {
        let cap = B::CAPACITY;
        let b = B::bit(0).with(3).with(cap - 1);
        assert_eq!(b.count(), 3);
        assert!(b.test(3) && !b.test(2));
        assert_eq!(b.ones().collect::<Vec<_>>(), vec![0, 3, cap - 1]);
        let mut each = Vec::new();
        b.for_each_one(|i| each.push(i));
        assert_eq!(each, vec![0, 3, cap - 1]);
        let mut popped = b;
        assert_eq!(popped.pop_lowest(), Some(0));
        assert_eq!(popped, b.without(0));
        let mut none = B::ZERO;
        assert!(none.pop_lowest().is_none());
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
}
