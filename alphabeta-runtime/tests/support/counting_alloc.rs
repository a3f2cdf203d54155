//! A counting global allocator, for the tests that prove the hot path
//! never touches the heap. Included with `#[path]` by the runtime's and the
//! facade's allocation tests, each of which is its own test binary.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The system allocator, counting the calls made on a thread while that
/// thread has armed it. Per-thread state keeps tests that run in parallel
/// from counting each other's allocations.
struct CountingAllocator;

thread_local! {
    static ARMED: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<u64> = const { Cell::new(0) };
}

/// Armed for every thread of the process at once, for searches with helper
/// threads; only a test binary with a single test may use it, or it would
/// count the other tests' allocations.
static EVERY_THREAD: AtomicBool = AtomicBool::new(false);
static EVERY_THREAD_COUNT: AtomicU64 = AtomicU64::new(0);

fn note_allocation() {
    if EVERY_THREAD.load(Ordering::Relaxed) {
        EVERY_THREAD_COUNT.fetch_add(1, Ordering::Relaxed);
    }
    // `try_with` because the allocator may run while the thread's locals are
    // being torn down; such allocations are not ours to count.
    if ARMED.try_with(Cell::get).unwrap_or(false) {
        let _ = COUNT.try_with(|count| count.set(count.get() + 1));
    }
}

// SAFETY: every method forwards to `System` with the caller's arguments
// unchanged, so `System`'s guarantees carry over; the counting touches only
// const-initialized thread-locals, which never allocate.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: forwarded as is; the caller upholds `alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: forwarded as is; the caller upholds `alloc_zeroed`'s contract.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note_allocation();
        // SAFETY: forwarded as is; `ptr` came from this allocator, that is from `System`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded as is; `ptr` came from this allocator, that is from `System`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Runs `f` and returns its result with the allocations it made on this thread.
#[allow(dead_code)] // not every allocation test counts one thread
pub fn allocations_during<R>(f: impl FnOnce() -> R) -> (R, u64) {
    COUNT.with(|count| count.set(0));
    ARMED.with(|armed| armed.set(true));
    let result = f();
    ARMED.with(|armed| armed.set(false));
    (result, COUNT.with(Cell::get))
}

/// Runs `f` and returns its result with the allocations every thread of the
/// process made meanwhile (helper threads included). Only for a test binary
/// that holds a single test.
#[allow(dead_code)] // not every allocation test has threads
pub fn allocations_on_every_thread_during<R>(f: impl FnOnce() -> R) -> (R, u64) {
    EVERY_THREAD_COUNT.store(0, Ordering::Relaxed);
    EVERY_THREAD.store(true, Ordering::SeqCst);
    let result = f();
    EVERY_THREAD.store(false, Ordering::SeqCst);
    (result, EVERY_THREAD_COUNT.load(Ordering::Relaxed))
}
