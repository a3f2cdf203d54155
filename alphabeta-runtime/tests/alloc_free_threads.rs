//! Searching with helper threads allocates nothing either, on any thread:
//! the threads and their searchers exist from the searcher's construction
//! on. The counter here sees every thread of the process, so this binary
//! holds a single test.

mod common;
#[path = "support/counting_alloc.rs"]
mod counting_alloc;

use alphabeta_runtime::{Game, Limits, SearchOptions, Searcher};
use common::connect4::{Small5x4, Standard};
use common::kalah::SmallKalah;
use common::othello::Othello4;
use common::siege::Siege;
use common::{random_live_position, Rng};
use counting_alloc::allocations_on_every_thread_during;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// Searches `position` with a callback and every limit, then solves `small`
/// and tests its value weakly, with `threads` threads; returns the
/// allocations of every thread meanwhile.
fn allocations<G: Game>(threads: usize, position: &G, depth: u32, small: &G) -> u64 {
    let mut searcher = Searcher::<G>::new(SearchOptions {
        threads,
        hash_mib: 1,
        ..SearchOptions::default()
    });
    searcher.set_history(&[1, 2, 3]);
    let limits = Limits::depth(depth)
        .and_nodes(10_000_000)
        .and_time(Duration::from_secs(600))
        .and_stop(Arc::new(AtomicBool::new(false)));
    let ((), count) = allocations_on_every_thread_during(|| {
        let result = searcher.search_with(position, &limits, |it| {
            std::hint::black_box(it.pv.len());
        });
        assert!(result.best_move.is_some());
        std::hint::black_box(searcher.solve(small));
        std::hint::black_box(searcher.solve_weak(small));
    });
    count
}

#[test]
fn searches_with_helper_threads_do_not_allocate() {
    let mut rng = Rng::new(5);
    for threads in [1, 2, 4] {
        let connect_four = random_live_position::<Small5x4>(8, &mut rng);
        let counts = [
            (
                "connect-four",
                allocations(
                    threads,
                    &Standard::start(),
                    8,
                    &Standard::from_moves("4444333522"),
                ),
            ),
            (
                "connect-four 5x4",
                allocations(threads, &connect_four, 10, &connect_four),
            ),
            (
                "othello 4x4",
                allocations(threads, &Othello4::start(), 8, &Othello4::start()),
            ),
            (
                "kalah",
                allocations(
                    threads,
                    &SmallKalah::start(),
                    8,
                    &random_live_position(8, &mut rng),
                ),
            ),
            (
                "siege",
                allocations(
                    threads,
                    &Siege::<true>::start(),
                    10,
                    &Siege::<true>::start(),
                ),
            ),
        ];
        for (game, count) in counts {
            assert_eq!(count, 0, "{game}, {threads} threads: {count} allocations");
        }
    }
}
