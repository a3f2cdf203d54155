//! Which positions the search threads are in the middle of, so that a
//! thread that meets one of them defers it: the deferral of ABDADA
//! (Weill's distributed alpha-beta), in the simplified form many Lazy SMP
//! engines use.
//!
//! With Lazy SMP alone, threads that reach the same node take its moves in
//! the same order and walk the same subtrees in step, each proving what
//! the other is proving. Here a node near the root marks itself busy while
//! its moves are searched. A thread that is about to search a child
//! (other than the node's first move, which always goes first) that
//! another thread has marked, puts it off until its other moves are done:
//! by then the other thread has usually stored the child's result in the
//! table, and the probe finds it. Each thread thus spends its time where
//! the others are not.
//!
//! The marks are a hint, not a lock. A slot holds one key; two positions
//! that share a slot overwrite each other's marks, and the first thread to
//! leave a position clears it even if another is still inside. Either way
//! a move is only searched sooner or later than it would be: every move of
//! a node is still searched unless a cutoff makes it needless, so results
//! stay exact. With one thread there is no busy table at all, and the
//! search is the single-threaded one, node for node.

use crate::params::BUSY_SLOTS;
use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// The busy marks, shared by a searcher's threads.
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

const _: () = assert!(BUSY_SLOTS.is_power_of_two());

impl Busy {
    /// A table with no position marked.
    pub(crate) fn new() -> Self {
        Busy {
            slots: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[key as usize & (BUSY_SLOTS - 1)]
    }

    /// Marks the position with table key `key` as being searched.
    #[inline]
    pub(crate) fn enter(&self, key: u64) {
        self.slot(key).store(key, Relaxed);
    }

    /// Clears the mark of `key`, if the slot still holds it.
    #[inline]
    pub(crate) fn leave(&self, key: u64) {
        let _ = self.slot(key).compare_exchange(key, 0, Relaxed, Relaxed);
    }

    /// Whether a thread is searching the position with table key `key`.
    #[inline]
    pub(crate) fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Relaxed) == key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_come_and_go_with_their_key() {
        let busy = Busy::new();
        let key = 0x1234_5678_9abc_def0;
        assert!(!busy.is_busy(key));
        busy.enter(key);
        assert!(busy.is_busy(key));
        // Another key in the same slot takes the mark over.
        let rival = key ^ (1 << 40);
        busy.enter(rival);
        assert!(!busy.is_busy(key) && busy.is_busy(rival));
        // Leaving a key whose mark was taken over leaves the other alone.
        busy.leave(key);
        assert!(busy.is_busy(rival));
        busy.leave(rival);
        assert!(!busy.is_busy(rival));
    }
}
