//! The table's memory: one zeroed block, mapped from the operating system
//! and, when it is large, aligned to 2 MiB and backed by huge pages where
//! the OS allows it.
//!
//! A table of a gigabyte spans 262,144 pages of 4 KiB, far more than the
//! processor's TLB holds, so almost every probe of a large table would also
//! miss the TLB and walk the page tables. With 2 MiB pages the same table
//! spans 512. On Linux the block is advised `MADV_HUGEPAGE`, which
//! transparent huge pages honour in their default `madvise` mode; where the
//! advice is refused, or on other systems, the block stays on ordinary
//! pages and nothing else changes. If the OS cannot map memory at all, the
//! block comes from the heap.
//!
//! The block is faulted in when it is made: a zero is written into each
//! of its pages, so that the kernel's work for them (zeroing, and for huge
//! pages perhaps compacting memory) happens at construction and never in
//! the middle of a search.
//!
//! The mapping itself is `memmap2`'s. The runtime's `unsafe` code is here
//! (and in the move list, `game.rs`, which views its written places as
//! moves): one block views the memory as buckets, two lines declare that the
//! buckets, atomics behind a raw pointer, may be shared between threads
//! as the atomics themselves may, and on x86-64 one block asks
//! the processor to start loading a bucket that is about to be probed
//! ([`prefetch`]).

use super::Bucket;
use crate::params::{HUGE_PAGE_BYTES, HUGE_PAGE_MIN_BYTES};
use core::ptr::NonNull;
use core::sync::atomic::Ordering::Relaxed;
use memmap2::{MmapOptions, MmapRaw};

/// `count` zeroed buckets, in memory that lives as long as this value.
///
/// Where the buckets lie is kept apart from what owns them, so that
/// finding a bucket (several times in every node of a search) reads a
/// pointer and a length, whatever the memory came from.
pub(super) struct Buckets {
    /// The first bucket; `count` of them lie in `_backing`.
    start: NonNull<Bucket>,
    count: usize,
    /// Whether the OS accepted the advice to use huge pages.
    huge: bool,
    /// What owns the memory. Never touched after construction, so the
    /// buckets are only ever reached through `start`.
    _backing: Backing,
}

/// The owner of the buckets' memory.
enum Backing {
    /// An anonymous mapping, from the OS; held for its `Drop`, which
    /// unmaps it.
    Mapped { _map: MmapRaw },
    /// Where the OS cannot map memory: the heap. A vector, whose buffer
    /// stays put (and the pointer to it valid) when the vector moves; held
    /// for its `Drop`, which frees it.
    Heap { _buckets: Vec<Bucket> },
}

// SAFETY: `Buckets` is a shared slice of `Bucket`s together with the
// memory it lies in, which it owns and frees only when dropped. `Bucket`
// holds only atomic integers, so it is `Send` and `Sync`, and so is a slice
// of them; the raw pointer is the only thing that keeps the compiler from
// seeing this.
unsafe impl Send for Buckets {}
// SAFETY: as for `Send`: every access is through `&[Bucket]`, and
// `Bucket` is `Sync`.
unsafe impl Sync for Buckets {}

impl Buckets {
    /// `count` zeroed buckets; on huge pages if `huge_pages`, the block is
    /// large enough and the OS allows it.
    pub(super) fn zeroed(count: usize, huge_pages: bool) -> Self {
        let bytes = count * size_of::<Bucket>();
        let huge = huge_pages && bytes >= HUGE_PAGE_MIN_BYTES;
        // Room to move the start up to the next 2 MiB boundary; the unused
        // head and tail are never touched, so they take no memory.
        let slack = if huge { HUGE_PAGE_BYTES } else { 0 };
        let Ok(map) = MmapOptions::new().len(bytes + slack).map_anon() else {
            let mut heap: Vec<Bucket> = (0..count).map(|_| Bucket::default()).collect();
            return Buckets {
                start: NonNull::from(heap.as_mut_slice()).cast(),
                count,
                huge: false,
                _backing: Backing::Heap { _buckets: heap },
            };
        };
        let map = MmapRaw::from(map);
        let address = map.as_mut_ptr() as usize;
        let offset = if huge {
            address.next_multiple_of(HUGE_PAGE_BYTES) - address
        } else {
            0
        };
        let huge = huge && advise_huge_pages(&map, offset, bytes);
        let start = map.as_mut_ptr().wrapping_add(offset).cast::<Bucket>();
        let buckets = Buckets {
            start: NonNull::new(start).expect("a mapping never starts at address 0"),
            count,
            huge,
            _backing: Backing::Mapped { _map: map },
        };
        buckets.fault_in();
        buckets
    }

    /// Writes a zero into every page of the block, so that the kernel
    /// gives it memory now (zeroing it, and on huge pages perhaps
    /// compacting memory to find them) rather than at the first probe
    /// of each page during a search. A search then never waits on a page
    /// fault, just as it never allocates; a table that lies mostly unused
    /// costs its full size from the start, as a cleared table does in any
    /// engine.
    fn fault_in(&self) {
        const PAGE_BYTES: usize = 4096;
        for bucket in self.get().iter().step_by(PAGE_BYTES / size_of::<Bucket>()) {
            bucket.entries[0].data.store(0, Relaxed);
        }
    }

    /// The buckets.
    #[inline]
    pub(super) fn get(&self) -> &[Bucket] {
        // The proof in full: `start` points at `count` buckets inside
        // `_backing`, which lives as long as `self` and so as long as the
        // returned slice, and is never touched otherwise. In a mapping,
        // `start` is the page-aligned start of an anonymous mapping of at
        // least `offset + count * 64` bytes, moved up by `offset`, 0 or a
        // multiple of 2 MiB, so it is aligned for `Bucket` (64 bytes);
        // anonymous mappings are zero-filled, and all-zero bytes are a
        // valid `Bucket` (atomic integers). On the heap, it is a vector's
        // buffer of `count` initialised buckets, which stays where it is
        // when the vector moves. No other reference to the buckets is ever
        // made: every access goes through this shared slice of atomics,
        // whose interior mutability allows the writes of `store` and `wipe`.
        // SAFETY: live, aligned, initialised buckets, only ever reached
        // through this shared slice of atomics.
        unsafe { core::slice::from_raw_parts(self.start.as_ptr(), self.count) }
    }

    /// Whether the OS accepted the advice to back the buckets with huge pages.
    pub(super) fn on_huge_pages(&self) -> bool {
        self.huge
    }

    /// Whether the memory came from the OS's mapping (not the heap).
    #[cfg(test)]
    fn is_mapped(&self) -> bool {
        matches!(self._backing, Backing::Mapped { .. })
    }
}

/// Starts bringing the cache line of `bucket` in, without waiting for it.
///
/// A probe of a large table misses every cache; issued early, the load
/// overlaps the work before the probe. On x86-64 this is the processor's
/// prefetch instruction, which retires at once. Elsewhere it does nothing:
/// a plain read would wait for the line, the very stall it means to hide.
#[inline]
pub(super) fn prefetch(bucket: &Bucket) {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let address = core::ptr::from_ref(bucket).cast::<i8>();
        // SAFETY: `prefetch` only hints the cache and never faults or reads
        // into the program (and `address` is a live reference anyway); SSE,
        // the feature it needs, is part of every x86-64 processor.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(address) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = bucket;
}

/// Asks the kernel to back `len` bytes from `offset` of `map` with huge
/// pages; whether it accepted.
#[cfg(target_os = "linux")]
fn advise_huge_pages(map: &MmapRaw, offset: usize, len: usize) -> bool {
    map.advise_range(memmap2::Advice::HugePage, offset, len)
        .is_ok()
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_map: &MmapRaw, _offset: usize, _len: usize) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::sync::atomic::Ordering::Relaxed;

    #[test]
    fn buckets_start_zeroed_aligned_and_writable() {
        for (count, huge_pages) in [(1, true), (1000, false), (1 << 16, true), (1 << 16, false)] {
            let buckets = Buckets::zeroed(count, huge_pages);
            let slice = buckets.get();
            assert_eq!(slice.len(), count);
            let address = slice.as_ptr() as usize;
            assert_eq!(address % align_of::<Bucket>(), 0);
            if count * size_of::<Bucket>() >= HUGE_PAGE_MIN_BYTES && huge_pages {
                assert_eq!(
                    address % HUGE_PAGE_BYTES,
                    0,
                    "a large table starts on a huge page"
                );
            } else {
                assert!(!buckets.on_huge_pages());
            }
            let ends = [&slice[0], &slice[count - 1]];
            // A prefetch changes nothing that can be read.
            ends.into_iter().for_each(prefetch);
            let entries = || ends.into_iter().flat_map(|bucket| &bucket.entries);
            assert!(entries().all(|entry| entry.data.load(Relaxed) == 0));
            entries().for_each(|entry| entry.data.store(u64::MAX, Relaxed));
            assert!(entries().all(|entry| entry.data.load(Relaxed) == u64::MAX));
        }
    }

    /// The resident size in KiB of the mapping holding `address`, from
    /// `/proc/self/smaps`.
    #[cfg(target_os = "linux")]
    fn resident_kib(address: usize) -> Option<usize> {
        let smaps = std::fs::read_to_string("/proc/self/smaps").ok()?;
        let mut inside = false;
        for line in smaps.lines() {
            let range = line.split(' ').next().unwrap_or("");
            if let Some((start, end)) = range.split_once('-') {
                if let (Ok(start), Ok(end)) = (
                    usize::from_str_radix(start, 16),
                    usize::from_str_radix(end, 16),
                ) {
                    inside = (start..end).contains(&address);
                    continue;
                }
            }
            if inside {
                if let Some(kib) = line.strip_prefix("Rss:") {
                    return kib.trim().trim_end_matches("kB").trim().parse().ok();
                }
            }
        }
        None
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_whole_block_is_resident_before_any_search() {
        for huge_pages in [false, true] {
            let count = (16 << 20) / size_of::<Bucket>();
            let buckets = Buckets::zeroed(count, huge_pages);
            if !buckets.is_mapped() {
                continue;
            }
            let address = buckets.get().as_ptr() as usize;
            let kib = resident_kib(address).expect("the table's mapping in smaps");
            assert!(kib >= 16 << 10, "only {kib} KiB of 16 MiB resident");
        }
    }
}
