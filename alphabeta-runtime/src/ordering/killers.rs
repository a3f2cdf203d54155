//! Killer moves: quiet moves that caused a cutoff at the same ply in a
//! sibling subtree, and so are likely to cut again here.

use crate::params::{KILLERS_PER_PLY, KILLER_BONUS, MAX_PLY};
use crate::PackedMove;

/// Killer slots for every ply, allocated once.
pub struct Killers<M> {
    slots: Vec<[Option<M>; KILLERS_PER_PLY]>,
}

impl<M: PackedMove> Killers<M> {
    /// Empty slots for [`MAX_PLY`] plies.
    #[must_use]
    pub fn new() -> Self {
        Self {
            slots: vec![[None; KILLERS_PER_PLY]; MAX_PLY + 1],
        }
    }

    /// Forgets every killer.
    pub fn clear(&mut self) {
        self.slots.fill([None; KILLERS_PER_PLY]);
    }

    /// Remembers `mv` as the newest killer at `ply`.
    #[inline]
    pub fn record(&mut self, ply: usize, mv: M) {
        let slots = &mut self.slots[ply];
        if slots[0] != Some(mv) {
            slots.copy_within(0..KILLERS_PER_PLY - 1, 1);
            slots[0] = Some(mv);
        }
    }

    /// The ordering bonus of `mv` at `ply`: nonzero only for a killer.
    #[inline]
    #[must_use]
    pub fn bonus(&self, ply: usize, mv: M) -> i32 {
        let slots = &self.slots[ply];
        // Every slot is compared, the newest last so that it wins: a
        // selection without a branch, for a test that fails unpredictably
        // on most moves.
        let mut bonus = 0;
        for i in (0..KILLERS_PER_PLY).rev() {
            let slot = slots[i];
            if slot.is_some() & (slot.unwrap_or_default() == mv) {
                bonus = KILLER_BONUS[i];
            }
        }
        bonus
    }
}

impl<M: PackedMove> Default for Killers<M> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newest_killer_comes_first_and_old_ones_age_out() {
        let mut k = Killers::<u8>::new();
        k.record(3, 7);
        k.record(3, 9);
        assert_eq!(k.bonus(3, 9), KILLER_BONUS[0]);
        assert_eq!(k.bonus(3, 7), KILLER_BONUS[1]);
        k.record(3, 9); // again: no shuffle
        assert_eq!(k.bonus(3, 7), KILLER_BONUS[1]);
        k.record(3, 1);
        assert_eq!(k.bonus(3, 7), 0);
        assert_eq!(k.bonus(4, 1), 0);
    }
}
