//! The history heuristic: quiet moves that often cause cutoffs anywhere in
//! the tree are tried early everywhere.
//!
//! Moves are folded into a fixed table per side, so a game's move encoding
//! can be anything that packs into 32 bits. Scores move towards
//! ±[`HISTORY_MAX`] with "gravity" (a bonus shrinks as the score nears the
//! bound), so the table never overflows and old knowledge fades.

use crate::params::{HISTORY_MAX, HISTORY_SLOTS};
use crate::{PackedMove, Side};

/// log2 of [`HISTORY_SLOTS`], a power of two.
const HISTORY_SLOT_BITS: u32 = HISTORY_SLOTS.trailing_zeros();

/// History scores for both sides, allocated once.
pub struct History {
    /// A row of slots for each side; fixed sizes, so that indexing by a
    /// side and a folded move needs no bounds check.
    scores: Box<[[i32; HISTORY_SLOTS]; 2]>,
}

impl History {
    /// A zeroed table.
    #[must_use]
    pub fn new() -> Self {
        let rows: Box<[[i32; HISTORY_SLOTS]]> = vec![[0; HISTORY_SLOTS]; 2].into_boxed_slice();
        Self {
            scores: rows.try_into().expect("two rows, one a side"),
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.scores.iter_mut().for_each(|row| row.fill(0));
    }

    #[inline]
    fn slot<M: PackedMove>(mv: M) -> usize {
        // The move bits folded onto the side's slots: a small encoding (a
        // cell, a from-to pair of squares) is its own slot, so the moves of
        // a small board share a few cache lines instead of one each.
        let bits = mv.to_bits() as usize;
        let h = bits ^ (bits >> HISTORY_SLOT_BITS) ^ (bits >> (2 * HISTORY_SLOT_BITS));
        h % HISTORY_SLOTS
    }

    /// The score of `mv` played by `side`.
    #[inline]
    #[must_use]
    pub fn score<M: PackedMove>(&self, side: Side, mv: M) -> i32 {
        self.scores[side.index()][Self::slot(mv)]
    }

    /// Rewards (positive `bonus`) or penalises (negative) `mv` for `side`.
    #[inline]
    pub fn update<M: PackedMove>(&mut self, side: Side, mv: M, bonus: i32) {
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        let entry = &mut self.scores[side.index()][Self::slot(mv)];
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
    }

    /// The bonus for a cutoff at `depth` plies from the horizon: deep
    /// cutoffs save more work, so they count more.
    #[inline]
    #[must_use]
    pub fn bonus(depth: i32) -> i32 {
        (depth * depth).min(HISTORY_MAX)
    }
}

impl Default for History {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewards_accumulate_but_stay_bounded() {
        let mut h = History::new();
        for _ in 0..10_000 {
            h.update(Side::First, 5u8, History::bonus(40));
        }
        let s = h.score(Side::First, 5u8);
        assert!(s > 0 && s <= HISTORY_MAX, "{s}");
        assert_eq!(h.score(Side::Second, 5u8), 0);
        h.update(Side::First, 5u8, -HISTORY_MAX);
        assert!(h.score(Side::First, 5u8) < s);
    }
}
