//! The transposition table: a fixed-size hash table of search results.
//!
//! Different move orders often reach the same position, a *transposition*.
//! The table remembers what the search learned about each position it
//! visited, keyed by the position's 64-bit hash key, so that a position
//! searched once need not be searched again, and so that the best move found
//! last time is tried first next time. That second use is what makes
//! iterative deepening cheap: each iteration orders its moves by the last one.
//!
//! # Why two bounds
//!
//! Alpha-beta rarely learns a position's exact value. A node that fails high
//! only proves `value >= score`, and one that fails low only proves
//! `value <= score`. So an entry keeps an interval `lower..=upper` that holds
//! the true value: an exact score is `lower == upper`, a fail-high is
//! `(score, INFINITY)` and a fail-low is `(-INFINITY, score)`. Two results at
//! the same depth then combine: a fail-high at 30 and a later fail-low at 50
//! leave `30..=50`, narrower than either. A caller cuts off when
//! `lower >= beta` or `upper <= alpha`, and may narrow its window otherwise.
//!
//! # Why buckets
//!
//! A key picks one 64-byte bucket of four entries, which is one cache line,
//! so a probe costs one memory access however many entries it looks at. With
//! four places per key, a new position seldom has to evict a valuable one.
//!
//! The bucket is chosen by multiply-shift on the key's high bits,
//! `(key * buckets) >> 64`. Unlike masking, it works for any bucket count, so
//! the table uses all the memory it is given, and it costs a multiplication
//! instead of a division. The entry checks the key's low 32 bits, so the
//! index and the check use different bits of the key.
//!
//! # Why replace by depth and age
//!
//! When all four entries of a bucket are taken, one must go. A deeper result
//! cost exponentially more work and saves more when it is reused, so depth is
//! worth keeping. But deep results from earlier searches, made for earlier
//! moves of the game, are about positions that may no longer be reachable.
//! Without aging they would fill the table for good. Each
//! [`new_search`](TranspositionTable::new_search) bumps a generation counter,
//! and the entry with the lowest `depth - AGE_WEIGHT * age` is evicted.
//! Between entries of equal worth, the one whose search took fewer nodes goes
//! (the entry keeps the logarithm of that count). An exact solver stores every
//! result at the same depth, "to the end of the game", in one generation, so
//! there the subtree's size is the whole of the choice: without it, a full
//! bucket would turn over one entry and keep three for ever.
//! A result for a position that is already in the bucket is merged with the
//! entry instead; [`store`](TranspositionTable::store) gives the rules.
//!
//! # Why the XOR check
//!
//! The table is meant to be shared by search threads without locks. An entry
//! is two 64-bit words written one after the other, so a reader can see one
//! word from one write and the other word from another: a *torn* entry.
//! Instead of a lock, the second word holds a check: the XOR of the key's
//! low 32 bits with everything else in the entry (the lockless hashing of
//! Hyatt and Mann). A reader recomputes it, and a torn entry or another
//! position's entry fails the check and reads as a miss, except with a
//! chance of about 2^-32.
//!
//! A hit can still, rarely, belong to another position: one whose key shares
//! the bucket and the low 32 bits. This is why the searcher plays a stored
//! move only after finding it among the legal moves.
//!
//! # Why a near region
//!
//! An exact solver's nodes lie mostly a few plies from the end of the
//! game, in subtrees of a few hundred nodes, whose entries are reused soon
//! or never. Scattered over a large table, each of their probes waits on
//! memory, and each of their stores may push out the entry of a subtree
//! of millions of nodes. So a table of at least four times
//! [`NEAR_REGION_BYTES`] sets its first buckets apart as a *near region*,
//! about the size of a core's L2 cache, and files the rest in the *far
//! region* after it ([`region`](TranspositionTable::region)). The solver's
//! proofs file the results of positions close to the end in the near
//! region ([`crate::params::PROOF_NEAR_MAX_PLIES_LEFT`]), whose probes then
//! mostly hit the cache, and the others in the far one. The near entries
//! turn over faster, so a proof searches a few per cent more nodes, in
//! less time (BENCHMARKS.md). The searches that do not prove file every
//! result in the whole table ([`probe`](TranspositionTable::probe) and
//! the others without a region).
//!
//! The near region is laid out for those results alone. They are all
//! searched to the end of the game, and so close to it that the best move
//! hardly helps to order the few moves left, so a near *slot* keeps only
//! the two bounds and a check: one 8-byte word, which a reader sees whole
//! or not at all. Each key has one slot, replaced by the next key filed
//! there, as in Pons' solver. Against the four-entry buckets, the region
//! holds twice as many results, and a probe or a store reads one word
//! instead of scanning four entries. A search of the whole table that
//! reads a near bucket written as slots (or a proof that reads slots
//! written as entries) finds checks that fail, as another position's
//! would.
//!
//! A table shared by several search threads can give each its own near
//! region, its *lane* ([`with_lanes`](TranspositionTable::with_lanes)),
//! so that each core's cache holds its own thread's near results and no
//! cache line of them moves between cores; the far region is shared.
//!
//! # Memory
//!
//! The buckets are mapped straight from the operating system, zeroed and
//! untouched until used; a table of 8 MiB or more is aligned to 2 MiB and
//! advised onto huge pages, so that its probes do not miss the TLB as well
//! as the caches (see `memory.rs`). Everything else, `clear` and
//! `new_search` included, works through `&self` on atomics, so one table
//! serves every search thread.
//!
//! # Scores
//!
//! Scores come in node-relative, already adjusted for the distance to a mate
//! by the caller (see [`crate::score::to_tt`]). The table stores them as
//! `i16` and does no arithmetic on them beyond clamping to that range.

#[allow(unsafe_code)] // the table's unsafe blocks, each with its proof
mod memory;

use core::cmp::Ordering;
use core::fmt;
use core::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};
use memory::Buckets;

use crate::params::{AGE_WEIGHT, FILL_SAMPLE_BUCKETS, NEAR_REGION_BYTES};
use crate::score::Score;

/// Bits of the generation counter; it wraps after `1 << GENERATION_BITS`
/// searches, long after an entry that old has lost all its worth.
const GENERATION_BITS: u32 = 6;
const GENERATION_MASK: u8 = (1 << GENERATION_BITS) - 1;

/// Entries per bucket: four 16-byte entries fill a 64-byte cache line.
const BUCKET_ENTRIES: usize = 4;

/// The span of an entry's `work` (the log2 of a node count is below 64), so
/// that depth and age outrank it when choosing which entry to evict.
const WORK_RANGE: i32 = 64;

// Bits of an entry's meta word; see `Entry`.
const DEPTH_MASK: u32 = 0xFF;
const GENERATION_SHIFT: u32 = 8;
const HAS_MOVE: u32 = 1 << 14;
const OCCUPIED: u32 = 1 << 15;
const EPOCH_SHIFT: u32 = 16;
const WORK_SHIFT: u32 = 24;

/// What a probe found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The depth the bounds were searched to (`0..=255`).
    pub depth: u32,
    /// A proven lower bound, node-relative; `-INFINITY` if none.
    pub lower: Score,
    /// A proven upper bound, node-relative; `INFINITY` if none.
    pub upper: Score,
    /// The best move's packed bits, if one was stored.
    pub mv: Option<u32>,
}

/// An entry's contents, unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fields {
    depth: u8,
    generation: u8,
    epoch: u8,
    /// `log2` of the nodes the search of this position took.
    work: u8,
    lower: i16,
    upper: i16,
    mv: Option<u32>,
}

impl Fields {
    fn data_word(self) -> u64 {
        u64::from(self.mv.unwrap_or(0))
            | u64::from(self.lower as u16) << 32
            | u64::from(self.upper as u16) << 48
    }

    fn meta(self) -> u32 {
        let has_move = if self.mv.is_some() { HAS_MOVE } else { 0 };
        u32::from(self.depth)
            | u32::from(self.generation & GENERATION_MASK) << GENERATION_SHIFT
            | has_move
            | OCCUPIED
            | u32::from(self.epoch) << EPOCH_SHIFT
            | u32::from(self.work) << WORK_SHIFT
    }

    fn unpack(data: u64, meta: u32) -> Self {
        Self {
            depth: (meta & DEPTH_MASK) as u8,
            generation: (meta >> GENERATION_SHIFT) as u8 & GENERATION_MASK,
            epoch: (meta >> EPOCH_SHIFT) as u8,
            work: (meta >> WORK_SHIFT) as u8,
            lower: (data >> 32) as u16 as i16,
            upper: (data >> 48) as u16 as i16,
            mv: (meta & HAS_MOVE != 0).then_some(data as u32),
        }
    }

    /// How much keeping this entry is worth when a new position needs room.
    fn worth(self, generation: u8) -> i32 {
        let age = generation.wrapping_sub(self.generation) & GENERATION_MASK;
        let depth_worth = i32::from(self.depth) - AGE_WEIGHT * i32::from(age);
        depth_worth * WORK_RANGE + i32::from(self.work)
    }

    /// What the entry becomes when `new` is stored for the same position.
    fn updated_by(self, new: Fields) -> Fields {
        let replaced = Fields {
            mv: new.mv.or(self.mv),
            ..new
        };
        match new.depth.cmp(&self.depth) {
            Ordering::Greater => replaced,
            Ordering::Less if new.generation != self.generation => replaced,
            // Deeper bounds from this very search are worth more; the entry
            // is only marked as still in use.
            Ordering::Less => Fields {
                generation: new.generation,
                work: self.work.max(new.work),
                ..self
            },
            Ordering::Equal => match intersect((self.lower, self.upper), (new.lower, new.upper)) {
                Some((lower, upper)) => Fields {
                    lower,
                    upper,
                    work: self.work.max(new.work),
                    ..replaced
                },
                None => replaced,
            },
        }
    }
}

/// Two results of the same depth for one position, as one: the
/// intersection of their bounds, or `None` if it is empty. That happens
/// on a key collision or a search instability: the two results contradict
/// each other, and the newer is likelier right.
fn intersect(old: (i16, i16), new: (i16, i16)) -> Option<(i16, i16)> {
    let (lower, upper) = (old.0.max(new.0), old.1.min(new.1));
    (lower <= upper).then_some((lower, upper))
}

/// The XOR of a word's low and high halves.
fn fold(word: u64) -> u32 {
    word as u32 ^ (word >> 32) as u32
}

/// One entry: two words, 16 bytes.
///
/// ```text
/// data word
///   bits  0..32  move bits (meaningful only if "has move" is set)
///   bits 32..48  lower bound, i16
///   bits 48..64  upper bound, i16
///
/// meta word
///   bits  0..8   depth
///   bits  8..14  generation
///   bit   14     has move
///   bit   15     occupied (so an all-zero entry is empty)
///   bits 16..24  epoch (an entry of another epoch reads as empty)
///   bits 24..32  work: log2 of the nodes the search took
///   bits 32..64  check = key[0..32] ^ data[0..32] ^ data[32..64] ^ meta[0..32]
/// ```
///
/// The XOR of the check with the rest of the entry gives back the low half
/// of the key it was written for, which a probe compares with its own key.
#[derive(Default)]
#[repr(C)]
struct Entry {
    data: AtomicU64,
    meta: AtomicU64,
}

const _: () = assert!(size_of::<Entry>() == 16);

impl Entry {
    /// The low half of the key the entry was written for, and its fields,
    /// or `None` if it was never written. A torn entry gives a wrong key.
    fn load(&self) -> Option<(u32, Fields)> {
        let data = self.data.load(Relaxed);
        let word = self.meta.load(Relaxed);
        let meta = word as u32;
        if meta & OCCUPIED == 0 {
            return None;
        }
        let key_low = (word >> 32) as u32 ^ fold(data) ^ meta;
        Some((key_low, Fields::unpack(data, meta)))
    }

    fn save(&self, key: u64, fields: Fields) {
        let data = fields.data_word();
        let meta = fields.meta();
        let check = key as u32 ^ fold(data) ^ meta;
        self.data.store(data, Relaxed);
        self.meta
            .store(u64::from(check) << 32 | u64::from(meta), Relaxed);
    }
}

/// Four entries on one cache line.
#[derive(Default)]
#[repr(C, align(64))]
struct Bucket {
    entries: [Entry; BUCKET_ENTRIES],
}

const _: () = assert!(size_of::<Bucket>() == 64);

impl Bucket {
    /// Word `i` (`0..SLOTS_PER_BUCKET`) of the bucket, as a slot of the
    /// near region, which holds eight one-word slots where the rest of
    /// the table holds four two-word entries.
    #[inline]
    fn slot(&self, i: usize) -> &AtomicU64 {
        let entry = &self.entries[i / 2];
        if i % 2 == 0 {
            &entry.data
        } else {
            &entry.meta
        }
    }
}

/// Slots per bucket in the near region.
const SLOTS_PER_BUCKET: usize = 2 * BUCKET_ENTRIES;

/// A slot of the near region: one word, which a reader sees whole or not
/// at all, so it needs no check against tearing.
///
/// ```text
///   bits  0..32  check = key[0..32] ^ the epoch's mask
///   bits 32..48  lower bound, i16
///   bits 48..64  upper bound, i16
/// ```
///
/// A slot holds only bounds searched to the end of the game (depth 255),
/// and no move. An all-zero word is empty (an entry that happens to
/// encode as zero is lost, which costs only its reuse). Each epoch masks
/// the key with another value ([`slot_check`]), so a slot of an earlier
/// epoch fails the check as another position's would.
#[derive(Clone, Copy)]
struct Slot(u64);

impl Slot {
    fn new(check: u32, lower: i16, upper: i16) -> Self {
        Slot(u64::from(check) | u64::from(lower as u16) << 32 | u64::from(upper as u16) << 48)
    }

    /// The bounds, if the slot holds the position with check `check`.
    #[inline]
    fn bounds(self, check: u32) -> Option<(i16, i16)> {
        (self.0 != 0 && self.0 as u32 == check)
            .then_some(((self.0 >> 32) as u16 as i16, (self.0 >> 48) as u16 as i16))
    }
}

/// The check of a slot of `key`, in `epoch`: the key's low half, masked
/// by a value that differs for each epoch (an odd multiplier is a
/// bijection on `u32`).
#[inline]
fn slot_check(key: u64, epoch: u8) -> u32 {
    key as u32 ^ u32::from(epoch).wrapping_mul(0x9E37_79B9)
}

/// A part of the table that keys are filed in: the whole table, or its
/// near or far region (see the [module documentation](self)). A key
/// filed in one part is not found in another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// The first bucket.
    start: usize,
    /// Buckets, or slots if `slots`.
    len: usize,
    /// Whether the region holds one-word slots ([`Slot`], the near
    /// region) rather than two-word entries.
    slots: bool,
}

/// A fixed-size table of search results, shared through `&self`.
///
/// See the [module documentation](self) for the design.
///
/// # Example
///
/// ```
/// use alphabeta_runtime::score::INFINITY;
/// use alphabeta_runtime::tt::TranspositionTable;
///
/// let tt = TranspositionTable::new(1);
/// let key = 0x9E37_79B9_7F4A_7C15;
/// // A search to depth 6 failed high at 120, move 3 causing the cutoff.
/// tt.store(key, 6, 1, 120, INFINITY, Some(3));
///
/// // Reaching the position again with 6 plies to go and beta = 100, the
/// // search can cut off at once; with more plies to go, it tries move 3 first.
/// let hit = tt.probe(key).unwrap();
/// assert!(hit.depth >= 6 && hit.lower >= 100);
/// assert_eq!(hit.mv, Some(3));
/// assert_eq!(tt.probe(key ^ 1), None);
/// ```
pub struct TranspositionTable {
    buckets: Buckets,
    /// The buckets of each near region, at the start of the table (0: no
    /// near region).
    near: usize,
    /// How many near regions there are, one after the other: one for each
    /// lane ([`lane`](Self::lane)).
    lanes: usize,
    generation: AtomicU8,
    /// Bumped by `clear`: entries of other epochs are treated as empty, so
    /// clearing costs nothing until the epoch wraps and the memory is wiped.
    epoch: AtomicU8,
}

impl TranspositionTable {
    /// A table of at most `mib` MiB, allocated now and never again, on huge
    /// pages when it is large and the OS allows it. It holds at least one
    /// bucket, so `0` gives the smallest working table.
    #[must_use]
    pub fn new(mib: usize) -> Self {
        Self::with_huge_pages(mib, true)
    }

    /// A table of at most `mib` MiB, on huge pages only if `huge_pages` (and
    /// the table is large, and the OS allows it). The memory comes straight
    /// from the OS, zeroed and untouched: building even a large table is
    /// quick, and each page is committed when first used.
    #[must_use]
    pub fn with_huge_pages(mib: usize, huge_pages: bool) -> Self {
        Self::with_lanes(mib, huge_pages, 1)
    }

    /// A table as [`with_huge_pages`](Self::with_huge_pages) makes it,
    /// with a near region for each of `lanes` search threads, as far as
    /// the near regions then take at most a quarter of the table.
    #[must_use]
    pub fn with_lanes(mib: usize, huge_pages: bool, lanes: usize) -> Self {
        let bytes = mib.saturating_mul(1 << 20);
        let count = (bytes / size_of::<Bucket>()).max(1);
        let near_buckets = NEAR_REGION_BYTES / size_of::<Bucket>();
        let room = count / (4 * near_buckets);
        Self {
            buckets: Buckets::zeroed(count, huge_pages),
            near: if room > 0 { near_buckets } else { 0 },
            lanes: lanes.clamp(1, room.max(1)),
            generation: AtomicU8::new(0),
            epoch: AtomicU8::new(0),
        }
    }

    /// Whether the table lies on huge pages (the OS accepted the advice).
    #[must_use]
    pub fn on_huge_pages(&self) -> bool {
        self.buckets.on_huge_pages()
    }

    /// Empties every entry and sets the generation back to 0. It starts a
    /// new epoch, which takes no time, and wipes the memory only once every
    /// 256 clears, when the epoch wraps: a solver that clears before each of
    /// a thousand small positions does not pay for the table's size.
    ///
    /// Clearing while another thread stores may leave that thread's entries
    /// behind; clear between searches.
    pub fn clear(&self) {
        let epoch = self.epoch.load(Relaxed).wrapping_add(1);
        self.epoch.store(epoch, Relaxed);
        if epoch == 0 {
            for entry in self.buckets.get().iter().flat_map(|b| &b.entries) {
                entry.data.store(0, Relaxed);
                entry.meta.store(0, Relaxed);
            }
        }
        self.generation.store(0, Relaxed);
    }

    /// The current generation.
    #[inline]
    fn generation(&self) -> u8 {
        self.generation.load(Relaxed)
    }

    /// An entry's key half and contents, if it is written and of `epoch`.
    #[inline]
    fn live(entry: &Entry, epoch: u8) -> Option<(u32, Fields)> {
        entry.load().filter(|(_, fields)| fields.epoch == epoch)
    }

    /// Starts a new generation, so entries from earlier searches age.
    pub fn new_search(&self) {
        let next = self.generation().wrapping_add(1) & GENERATION_MASK;
        self.generation.store(next, Relaxed);
    }

    /// What the table knows about the position with `key`, if anything.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Probe> {
        self.probe_in(self.whole(), key)
    }

    /// [`probe`](Self::probe) in `region`.
    #[inline]
    #[must_use]
    pub fn probe_in(&self, region: Region, key: u64) -> Option<Probe> {
        let epoch = self.epoch.load(Relaxed);
        if region.slots {
            let slot = Slot(self.slot(region, key).load(Relaxed));
            return slot
                .bounds(slot_check(key, epoch))
                .map(|(lower, upper)| Probe {
                    depth: u32::from(u8::MAX),
                    lower: Score::from(lower),
                    upper: Score::from(upper),
                    mv: None,
                });
        }
        self.bucket(region, key).entries.iter().find_map(|entry| {
            let (key_low, fields) = Self::live(entry, epoch)?;
            (key_low == key as u32).then_some(Probe {
                depth: u32::from(fields.depth),
                lower: Score::from(fields.lower),
                upper: Score::from(fields.upper),
                mv: fields.mv,
            })
        })
    }

    /// Records that the position with `key`, searched to `depth` in `nodes`
    /// nodes, has a value in `lower..=upper`, and its best move if one is known.
    ///
    /// Scores are clamped to `i16` and `depth` to 255. If the position
    /// already has an entry in its bucket:
    ///
    /// - at the same depth the bounds are intersected, or replaced by the
    ///   new ones if the intersection is empty;
    /// - a greater depth replaces the bounds;
    /// - a smaller depth replaces them only if the entry is from an earlier
    ///   search; otherwise the entry is kept and just marked as current.
    ///
    /// A store without a move keeps the move already stored. A new position
    /// takes an empty entry if there is one, else the one with the lowest
    /// `depth - AGE_WEIGHT * age`, and of those the one that took the fewest nodes.
    ///
    /// The near region ([`region`](Self::region)) works otherwise: it keeps
    /// only the bounds of searches to depth 255 (a solver's, to the end of
    /// the game), and drops the others; no move and no node count; one
    /// slot per key, whose bounds a store for the same position
    /// intersects as above, and which a store for another position
    /// replaces.
    #[inline]
    pub fn store(
        &self,
        key: u64,
        depth: u32,
        nodes: u64,
        lower: Score,
        upper: Score,
        mv: Option<u32>,
    ) {
        self.store_in(self.whole(), key, depth, nodes, lower, upper, mv);
    }

    /// [`store`](Self::store) in `region`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn store_in(
        &self,
        region: Region,
        key: u64,
        depth: u32,
        nodes: u64,
        lower: Score,
        upper: Score,
        mv: Option<u32>,
    ) {
        debug_assert!(lower <= upper, "stored bounds {lower}..={upper} are empty");
        let epoch = self.epoch.load(Relaxed);
        if region.slots {
            if depth >= u32::from(u8::MAX) {
                self.store_slot(region, key, epoch, clamp_to_i16(lower), clamp_to_i16(upper));
            }
            return;
        }
        let generation = self.generation();
        let new = Fields {
            depth: depth.min(u32::from(u8::MAX)) as u8,
            generation,
            epoch,
            work: nodes.max(1).ilog2() as u8,
            lower: clamp_to_i16(lower),
            upper: clamp_to_i16(upper),
            mv,
        };
        let entries = &self.bucket(region, key).entries;
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for (i, entry) in entries.iter().enumerate() {
            let worth = match Self::live(entry, epoch) {
                Some((key_low, old)) if key_low == key as u32 => {
                    entry.save(key, old.updated_by(new));
                    return;
                }
                Some((_, old)) => old.worth(generation),
                None => i32::MIN,
            };
            if worth < victim_worth {
                victim = i;
                victim_worth = worth;
            }
        }
        entries[victim].save(key, new);
    }

    /// [`store_in`](Self::store_in) in a region of slots.
    #[inline]
    fn store_slot(&self, region: Region, key: u64, epoch: u8, lower: i16, upper: i16) {
        let slot = self.slot(region, key);
        let check = slot_check(key, epoch);
        let new = (lower, upper);
        let (lower, upper) = Slot(slot.load(Relaxed))
            .bounds(check)
            .and_then(|old| intersect(old, new))
            .unwrap_or(new);
        slot.store(Slot::new(check, lower, upper).0, Relaxed);
    }

    /// A hint that `key` will be probed soon: starts bringing its bucket
    /// into the cache without waiting for it (the processor's prefetch
    /// instruction, on x86-64).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        self.prefetch_in(self.whole(), key);
    }

    /// [`prefetch`](Self::prefetch) in `region`.
    #[inline]
    pub fn prefetch_in(&self, region: Region, key: u64) {
        let bucket = if region.slots {
            self.slot_bucket(region, key).0
        } else {
            self.bucket(region, key)
        };
        memory::prefetch(bucket);
    }

    /// The whole table, where [`probe`](Self::probe), [`store`](Self::store)
    /// and [`prefetch`](Self::prefetch) file their keys.
    #[inline]
    #[must_use]
    pub fn whole(&self) -> Region {
        Region {
            start: 0,
            len: self.buckets.get().len(),
            slots: false,
        }
    }

    /// The near region of `lane` (below [`lanes`](Self::lanes)), for the
    /// results of the small subtrees close to the end of a game, or the
    /// far region, the rest of the table, for the others. The near region
    /// holds one-word slots, of solved results only ([`store`](Self::store)
    /// gives its rules). A table smaller than four times
    /// [`NEAR_REGION_BYTES`] has no near region: both are then the whole
    /// table.
    #[inline]
    #[must_use]
    pub fn region(&self, near: bool, lane: usize) -> Region {
        debug_assert!(lane < self.lanes, "lane {lane} of {}", self.lanes);
        let len = self.buckets.get().len();
        let far = self.near * self.lanes;
        if near && self.near > 0 {
            Region {
                start: lane * self.near,
                len: self.near * SLOTS_PER_BUCKET,
                slots: true,
            }
        } else {
            Region {
                start: far,
                len: len - far,
                slots: false,
            }
        }
    }

    /// How many near regions the table has (1 if it has none: its one
    /// lane then files in the whole table).
    #[must_use]
    pub fn lanes(&self) -> usize {
        self.lanes
    }

    /// The lane of search thread `thread`: the threads take the near
    /// regions in turn.
    #[must_use]
    pub fn lane(&self, thread: usize) -> usize {
        thread % self.lanes
    }

    /// How full the table is with entries of the current search, per mille,
    /// judged from the first 1000 buckets (or all, if there are fewer).
    #[must_use]
    pub fn fill_permille(&self) -> u32 {
        let buckets = self.buckets.get();
        let sample = &buckets[..buckets.len().min(FILL_SAMPLE_BUCKETS)];
        let (generation, epoch) = (self.generation(), self.epoch.load(Relaxed));
        let current = sample
            .iter()
            .flat_map(|bucket| &bucket.entries)
            .filter_map(|entry| Self::live(entry, epoch))
            .filter(|(_, fields)| fields.generation == generation)
            .count();
        (current * 1000 / (sample.len() * BUCKET_ENTRIES)) as u32
    }

    /// How many entries the table holds.
    #[must_use]
    pub fn capacity(&self) -> usize {
        self.buckets.get().len() * BUCKET_ENTRIES
    }

    /// The table's memory, in bytes.
    #[must_use]
    pub fn size_bytes(&self) -> usize {
        size_of_val(self.buckets.get())
    }

    #[inline]
    fn bucket(&self, region: Region, key: u64) -> &Bucket {
        let buckets = self.buckets.get();
        &buckets[region.start + Self::bucket_index(key, region.len)]
    }

    /// The bucket of `key`'s slot in a region of slots, and the slot's
    /// place in it.
    #[inline]
    fn slot_bucket(&self, region: Region, key: u64) -> (&Bucket, usize) {
        let slot = Self::bucket_index(key, region.len);
        let buckets = self.buckets.get();
        (
            &buckets[region.start + slot / SLOTS_PER_BUCKET],
            slot % SLOTS_PER_BUCKET,
        )
    }

    /// `key`'s slot in a region of slots.
    #[inline]
    fn slot(&self, region: Region, key: u64) -> &AtomicU64 {
        let (bucket, i) = self.slot_bucket(region, key);
        bucket.slot(i)
    }

    /// `key / 2^64` of the way through `len` buckets (or slots): the
    /// product's high word.
    #[inline]
    fn bucket_index(key: u64, len: usize) -> usize {
        ((u128::from(key) * len as u128) >> 64) as usize
    }
}

impl fmt::Debug for TranspositionTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TranspositionTable")
            .field("capacity", &self.capacity())
            .field("generation", &self.generation())
            .field("near_slots", &(self.near * SLOTS_PER_BUCKET))
            .field("lanes", &self.lanes)
            .field("huge_pages", &self.on_huge_pages())
            .finish_non_exhaustive()
    }
}

fn clamp_to_i16(score: Score) -> i16 {
    score.clamp(Score::from(i16::MIN), Score::from(i16::MAX)) as i16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::INFINITY;

    // Small keys all land in bucket 0: the index comes from the high bits.
    const A: u64 = 1;
    const B: u64 = 2;
    const C: u64 = 3;
    const D: u64 = 4;
    const E: u64 = 5;

    fn probe(tt: &TranspositionTable, key: u64) -> Probe {
        tt.probe(key).expect("the key was stored")
    }

    /// Overwrites the data word of `key`'s entry without updating its check,
    /// as a write from another thread that has not finished would leave it.
    fn tear(tt: &TranspositionTable, key: u64, data: u64) {
        let entry = tt
            .bucket(tt.whole(), key)
            .entries
            .iter()
            .find(|entry| entry.load().is_some_and(|(low, _)| low == key as u32))
            .expect("the key was stored");
        entry.data.store(data, Relaxed);
    }

    #[test]
    fn a_stored_entry_reads_back() {
        let tt = TranspositionTable::new(1);
        tt.store(0xDEAD_BEEF_0123_4567, 7, 1, -40, 25, Some(0xABCD_1234));
        let expected = Probe {
            depth: 7,
            lower: -40,
            upper: 25,
            mv: Some(0xABCD_1234),
        };
        assert_eq!(tt.probe(0xDEAD_BEEF_0123_4567), Some(expected));
        // Same bucket, other low bits; then other bucket, same low bits.
        assert_eq!(tt.probe(0xDEAD_BEEF_0123_4568), None);
        assert_eq!(tt.probe(0x1EAD_BEEF_0123_4567), None);
    }

    #[test]
    fn an_empty_table_misses_every_key() {
        let tt = TranspositionTable::new(0);
        for key in [0, 1, u64::MAX] {
            assert_eq!(tt.probe(key), None);
        }
    }

    #[test]
    fn a_store_without_a_move_reads_back_without_one() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 3, 1, 10, INFINITY, None);
        assert_eq!(probe(&tt, A).mv, None);
        tt.store(B, 3, 1, 10, INFINITY, Some(0));
        assert_eq!(probe(&tt, B).mv, Some(0));
    }

    #[test]
    fn equal_depths_intersect_their_bounds() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 5, 1, 30, INFINITY, Some(1));
        tt.store(A, 5, 1, -INFINITY, 50, None);
        let hit = probe(&tt, A);
        assert_eq!((hit.lower, hit.upper), (30, 50));
        tt.store(A, 5, 1, 40, 40, None);
        let hit = probe(&tt, A);
        assert_eq!((hit.lower, hit.upper), (40, 40));
    }

    #[test]
    fn contradicting_bounds_at_equal_depth_take_the_new_ones() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 5, 1, 30, INFINITY, None);
        tt.store(A, 5, 1, -INFINITY, 10, None);
        let hit = probe(&tt, A);
        assert_eq!((hit.lower, hit.upper), (-INFINITY, 10));
    }

    #[test]
    fn a_deeper_result_replaces_the_bounds() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 4, 1, 30, 30, Some(1));
        tt.store(A, 6, 1, -INFINITY, 10, Some(2));
        let expected = Probe {
            depth: 6,
            lower: -INFINITY,
            upper: 10,
            mv: Some(2),
        };
        assert_eq!(probe(&tt, A), expected);
    }

    #[test]
    fn a_shallower_result_of_this_search_does_not_clobber() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 8, 1, 30, 30, Some(1));
        tt.store(A, 2, 1, -INFINITY, 10, Some(2));
        let expected = Probe {
            depth: 8,
            lower: 30,
            upper: 30,
            mv: Some(1),
        };
        assert_eq!(probe(&tt, A), expected);
    }

    #[test]
    fn a_shallower_result_replaces_one_of_an_earlier_search() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 8, 1, 30, 30, Some(1));
        tt.new_search();
        tt.store(A, 2, 1, -INFINITY, 10, None);
        let expected = Probe {
            depth: 2,
            lower: -INFINITY,
            upper: 10,
            mv: Some(1),
        };
        assert_eq!(probe(&tt, A), expected);
    }

    #[test]
    fn the_old_move_is_kept_when_a_store_has_none() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 3, 1, 10, 10, Some(77));
        tt.store(A, 3, 1, 10, 10, None);
        assert_eq!(probe(&tt, A).mv, Some(77));
        tt.store(A, 9, 1, 12, 12, None);
        assert_eq!(probe(&tt, A).mv, Some(77));
        assert_eq!(probe(&tt, A).depth, 9);
    }

    #[test]
    fn a_full_bucket_evicts_its_shallowest_entry() {
        let tt = TranspositionTable::new(0);
        for (key, depth) in [(A, 5), (B, 3), (C, 7), (D, 9)] {
            tt.store(key, depth, 1, 0, 0, None);
        }
        tt.store(E, 1, 1, 0, 0, None);
        assert_eq!(tt.probe(B), None);
        for key in [A, C, D, E] {
            assert!(tt.probe(key).is_some(), "key {key} was evicted");
        }
    }

    #[test]
    fn at_equal_depth_a_full_bucket_evicts_the_smallest_search() {
        // As in a solver, where every result is "to the end of the game".
        let tt = TranspositionTable::new(0);
        for (key, nodes) in [(A, 5_000), (B, 40), (C, 1 << 20), (D, 900)] {
            tt.store(key, 255, nodes, 0, 0, None);
        }
        tt.store(E, 255, 2, 0, 0, None);
        assert_eq!(tt.probe(B), None);
        for key in [A, C, D, E] {
            assert!(tt.probe(key).is_some(), "key {key} was evicted");
        }
    }

    #[test]
    fn a_full_bucket_evicts_an_old_deep_entry_before_new_shallow_ones() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 12, 1, 0, 0, None);
        tt.new_search();
        tt.new_search();
        // A is worth 12 - 2 * AGE_WEIGHT = -4 now, less than depth 1.
        for key in [B, C, D] {
            tt.store(key, 1, 1, 0, 0, None);
        }
        tt.store(E, 1, 1, 0, 0, None);
        assert_eq!(tt.probe(A), None);
        for key in [B, C, D, E] {
            assert!(tt.probe(key).is_some(), "key {key} was evicted");
        }
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 4, 1, 10, 20, Some(3));
        tt.store(B, 4, 1, 10, 20, Some(3));
        let other = Fields {
            depth: 4,
            generation: 0,
            epoch: 0,
            work: 0,
            lower: 15,
            upper: 15,
            mv: Some(3),
        };
        tear(&tt, A, other.data_word());
        assert_eq!(tt.probe(A), None);
        assert!(tt.probe(B).is_some(), "only the torn entry misses");
    }

    #[test]
    fn fill_grows_with_stores_and_resets_on_clear() {
        let tt = TranspositionTable::new(0);
        assert_eq!(tt.fill_permille(), 0);
        tt.store(A, 1, 1, 0, 0, None);
        assert_eq!(tt.fill_permille(), 250);
        for key in [B, C, D] {
            tt.store(key, 1, 1, 0, 0, None);
        }
        assert_eq!(tt.fill_permille(), 1000);
        tt.new_search();
        assert_eq!(
            tt.fill_permille(),
            0,
            "entries of the last search are not current"
        );
        tt.store(A, 1, 1, 0, 0, None);
        assert_eq!(tt.fill_permille(), 250, "a store refreshes the entry");
        tt.clear();
        assert_eq!(tt.fill_permille(), 0);
        assert_eq!(tt.probe(B), None);
    }

    #[test]
    fn fill_samples_the_first_thousand_buckets() {
        let tt = TranspositionTable::new(1);
        // With 2^14 buckets, key `b << 50` lands in bucket `b`.
        for bucket in 0..500_u64 {
            tt.store(bucket << 50, 1, 1, 0, 0, None);
        }
        assert_eq!(tt.fill_permille(), 125);
        tt.store(5000 << 50, 1, 1, 0, 0, None);
        assert_eq!(tt.fill_permille(), 125, "bucket 5000 is not sampled");
        assert!(tt.probe(5000 << 50).is_some());
    }

    #[test]
    fn the_generation_wraps() {
        let tt = TranspositionTable::new(0);
        for _ in 0..300 {
            tt.new_search();
        }
        assert_eq!(u32::from(tt.generation()), 300 % (1 << GENERATION_BITS));
        tt.store(A, 2, 1, 0, 0, None);
        assert_eq!(tt.fill_permille(), 250);
        assert_eq!(probe(&tt, A).depth, 2);
    }

    #[test]
    fn every_clear_forgets_everything_even_past_the_epoch_wrap() {
        let tt = TranspositionTable::new(0);
        for round in 0..600u64 {
            assert_eq!(tt.probe(round), None, "round {round}");
            assert_eq!(tt.probe(round.wrapping_sub(256)), None, "round {round}");
            tt.store(round, 3, 1, 1, 1, Some(2));
            assert!(tt.probe(round).is_some());
            assert_eq!(tt.fill_permille(), 250);
            tt.clear();
            assert_eq!(tt.fill_permille(), 0);
        }
    }

    #[test]
    fn clear_resets_the_generation() {
        let tt = TranspositionTable::new(0);
        tt.new_search();
        tt.store(A, 2, 1, 0, 0, None);
        tt.clear();
        assert_eq!(tt.generation(), 0);
        assert_eq!(tt.probe(A), None);
    }

    #[test]
    fn sizes_are_as_documented() {
        assert_eq!(size_of::<Bucket>(), 64);
        assert_eq!(align_of::<Bucket>(), 64);
        let tt = TranspositionTable::new(1);
        assert_eq!(tt.capacity(), 65_536);
        assert_eq!(tt.size_bytes(), 1 << 20);
        assert_eq!(TranspositionTable::new(0).capacity(), BUCKET_ENTRIES);
    }

    #[test]
    fn every_bucket_is_reachable() {
        assert_eq!(TranspositionTable::bucket_index(u64::MAX, 1), 0);
        // 3 MiB is 49152 buckets, not a power of two.
        let tt = TranspositionTable::new(3);
        let len = tt.capacity() / BUCKET_ENTRIES;
        assert_eq!(TranspositionTable::bucket_index(0, len), 0);
        assert_eq!(TranspositionTable::bucket_index(1 << 63, len), 49_152 / 2);
        assert_eq!(TranspositionTable::bucket_index(u64::MAX, len), 49_151);
        assert_eq!(len, 49_152);
    }

    /// The smallest table with a near region, in MiB.
    const SPLIT_MIB: usize = (4 * NEAR_REGION_BYTES) >> 20;

    #[test]
    fn a_large_table_splits_into_a_near_and_a_far_region() {
        let tt = TranspositionTable::new(SPLIT_MIB);
        let (near, far, whole) = (tt.region(true, 0), tt.region(false, 0), tt.whole());
        let buckets = NEAR_REGION_BYTES / size_of::<Bucket>();
        assert_eq!((near.start, near.len), (0, SLOTS_PER_BUCKET * buckets));
        assert!(near.slots && !far.slots && !whole.slots);
        assert_eq!((far.start, far.len), (buckets, 3 * buckets));
        assert_eq!((whole.start, whole.len), (0, 4 * buckets));
        // The extreme keys stay inside their regions.
        for key in [0, 1 << 63, u64::MAX] {
            tt.prefetch_in(near, key);
            tt.prefetch_in(far, key);
        }
        let last = TranspositionTable::bucket_index(u64::MAX, near.len);
        assert_eq!(last, near.len - 1);
        assert_eq!(near.start + last / SLOTS_PER_BUCKET, far.start - 1);
        assert_eq!(
            far.start + TranspositionTable::bucket_index(0, far.len),
            buckets
        );
    }

    #[test]
    fn a_key_is_found_only_in_the_region_it_was_filed_in() {
        let tt = TranspositionTable::new(SPLIT_MIB);
        let (near, far) = (tt.region(true, 0), tt.region(false, 0));
        tt.store_in(near, A, 255, 1, 10, 10, Some(7));
        tt.store_in(far, B, 4, 1, -5, INFINITY, None);
        let hit = tt.probe_in(near, A).expect("stored near");
        assert_eq!((hit.depth, hit.lower, hit.mv), (255, 10, None));
        assert_eq!(tt.probe_in(far, B).map(|p| p.lower), Some(-5));
        assert_eq!(tt.probe_in(far, A), None);
        assert_eq!(tt.probe_in(near, B), None);
        tt.clear();
        assert_eq!(tt.probe_in(near, A), None);
    }

    #[test]
    fn the_near_region_keeps_one_solved_result_per_slot() {
        let tt = TranspositionTable::new(SPLIT_MIB);
        let near = tt.region(true, 0);
        // A shallower result has no place there.
        tt.store_in(near, A, 254, 1, 10, 10, None);
        assert_eq!(tt.probe_in(near, A), None);
        // Results for the same position intersect; contradicting ones
        // take the new bounds.
        tt.store_in(near, A, 255, 1, 10, INFINITY, None);
        tt.store_in(near, A, 255, 1, -INFINITY, 30, None);
        let hit = tt.probe_in(near, A).expect("stored near");
        assert_eq!((hit.lower, hit.upper), (10, 30));
        tt.store_in(near, A, 255, 1, 40, INFINITY, None);
        let hit = tt.probe_in(near, A).expect("stored near");
        assert_eq!((hit.lower, hit.upper), (40, INFINITY));
        // Small keys share slot 0: another position replaces it.
        tt.store_in(near, B, 255, 1, -7, -7, None);
        assert_eq!(tt.probe_in(near, A), None);
        assert_eq!(tt.probe_in(near, B).map(|p| p.lower), Some(-7));
        // A slot that encodes as zero is empty: key 0 with a draw, at
        // epoch 0.
        tt.store_in(near, 0, 255, 1, 0, 0, None);
        assert_eq!(tt.probe_in(near, 0), None);
    }

    #[test]
    fn every_clear_forgets_the_near_region_too() {
        let tt = TranspositionTable::new(SPLIT_MIB);
        let near = tt.region(true, 0);
        // Past the epoch's wrap, when the memory is wiped.
        for round in 0..300 {
            assert_eq!(tt.probe_in(near, A), None, "round {round}");
            tt.store_in(near, A, 255, 1, 5, 5, None);
            assert!(tt.probe_in(near, A).is_some(), "round {round}");
            tt.clear();
        }
    }

    #[test]
    fn each_lane_has_a_near_region_of_its_own() {
        let tt = TranspositionTable::with_lanes(2 * SPLIT_MIB, true, 3);
        // Two near regions take a quarter of the table; a third thread
        // shares the first.
        assert_eq!(tt.lanes(), 2);
        assert_eq!((tt.lane(0), tt.lane(1), tt.lane(2)), (0, 1, 0));
        let (first, second, far) = (tt.region(true, 0), tt.region(true, 1), tt.region(false, 1));
        let buckets = NEAR_REGION_BYTES / size_of::<Bucket>();
        assert_eq!(
            (first.start, second.start, far.start),
            (0, buckets, 2 * buckets)
        );
        assert_eq!(far, tt.region(false, 0));
        assert_eq!(far.len, 6 * buckets);
        tt.store_in(first, A, 255, 1, 3, 3, None);
        assert!(tt.probe_in(first, A).is_some());
        assert_eq!(tt.probe_in(second, A), None);
        // One lane only where there is no room for more.
        assert_eq!(
            TranspositionTable::with_lanes(SPLIT_MIB, true, 2).lanes(),
            1
        );
        assert_eq!(TranspositionTable::with_lanes(1, true, 2).lanes(), 1);
    }

    #[test]
    fn a_small_table_has_no_near_region() {
        let tt = TranspositionTable::new(SPLIT_MIB - 1);
        assert_eq!(tt.region(true, 0), tt.whole());
        assert_eq!(tt.region(false, 0), tt.whole());
        let tiny = TranspositionTable::new(0);
        assert_eq!(tiny.region(true, 0), tiny.whole());
    }

    #[test]
    fn extreme_scores_round_trip() {
        let cases = [
            (-INFINITY, INFINITY),
            (-INFINITY, -INFINITY),
            (INFINITY, INFINITY),
            (-31_000, 31_000),
            (31_000, INFINITY),
            (-INFINITY, -31_000),
        ];
        for (lower, upper) in cases {
            let tt = TranspositionTable::new(0);
            tt.store(A, 1, 1, lower, upper, None);
            let hit = probe(&tt, A);
            assert_eq!((hit.lower, hit.upper), (lower, upper));
        }
    }

    #[test]
    fn out_of_range_values_are_clamped() {
        let tt = TranspositionTable::new(0);
        tt.store(A, 1000, 1, -40_000, 40_000, Some(u32::MAX));
        let expected = Probe {
            depth: 255,
            lower: Score::from(i16::MIN),
            upper: Score::from(i16::MAX),
            mv: Some(u32::MAX),
        };
        assert_eq!(probe(&tt, A), expected);
    }

    #[test]
    fn the_table_is_shared_between_threads() {
        // With 2^14 buckets, key `n << 48 | n` lands in bucket `n / 4`, so
        // the 400 keys fill 100 buckets exactly and none is evicted.
        let key = |n: u64| n << 48 | n;
        let tt = TranspositionTable::new(1);
        std::thread::scope(|scope| {
            for thread in 0..4_u64 {
                let tt = &tt;
                scope.spawn(move || {
                    for n in thread * 100..(thread + 1) * 100 {
                        tt.store(key(n), 3, 1, 0, 0, Some(n as u32));
                    }
                });
            }
        });
        for n in 0..400 {
            assert_eq!(probe(&tt, key(n)).mv, Some(n as u32));
        }
    }
}
