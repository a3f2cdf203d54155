//! Searching with helper threads allocates nothing either, on any thread:
//! the threads and their searchers exist from the searcher's construction
//! on. The counter here sees every thread of the process, so this binary
//! holds a single test.

mod common;
#[path = "support/counting_alloc.rs"]
mod counting_alloc;

use alphabeta_runtime::params::HELPERS_AFTER_NODES;
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
/// allocations of every thread meanwhile, and the nodes of the search and
/// of the solve.
fn allocations<G: Game>(threads: usize, position: &G, depth: u32, small: &G) -> (u64, [u64; 2]) {
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
    let (nodes, count) = allocations_on_every_thread_during(|| {
        let result = searcher.search_with(position, &limits, |it| {
            std::hint::black_box(it.pv.len());
        });
        assert!(result.best_move.is_some());
        let solved = searcher.solve(small);
        std::hint::black_box(searcher.solve_weak(small));
        [result.stats.nodes, solved.nodes]
    });
    (count, nodes)
}

/// A connect-four position whose solve is large enough to wake the helpers.
fn large_connect_four_position(rng: &mut Rng) -> Standard {
    let mut searcher = Searcher::<Standard>::new(SearchOptions::default());
    loop {
        let position = random_live_position::<Standard>(14 + rng.below(8), rng);
        searcher.clear();
        searcher.solve_value(&position, false);
        if (2 * HELPERS_AFTER_NODES..8 * HELPERS_AFTER_NODES).contains(&searcher.stats().nodes) {
            return position;
        }
    }
}

#[test]
fn searches_with_helper_threads_do_not_allocate() {
    let mut rng = Rng::new(5);
    let large = large_connect_four_position(&mut rng);
    for threads in [1, 2, 4] {
        let (count, nodes) = allocations(threads, &Standard::start(), 12, &large);
        assert_eq!(
            count, 0,
            "connect-four, {threads} threads: {count} allocations"
        );
        // Both were large enough for the helpers to be woken.
        assert!(nodes.iter().all(|&n| n > HELPERS_AFTER_NODES), "{nodes:?}");

        let connect_four = random_live_position::<Small5x4>(8, &mut rng);
        let kalah = random_live_position(8, &mut rng);
        let counts = [
            (
                "connect-four 5x4",
                allocations(threads, &connect_four, 10, &connect_four).0,
            ),
            (
                "othello 4x4",
                allocations(threads, &Othello4::start(), 8, &Othello4::start()).0,
            ),
            (
                "kalah",
                allocations(threads, &SmallKalah::start(), 8, &kalah).0,
            ),
            (
                "siege",
                allocations(
                    threads,
                    &Siege::<true>::start(),
                    10,
                    &Siege::<true>::start(),
                )
                .0,
            ),
        ];
        for (game, count) in counts {
            assert_eq!(count, 0, "{game}, {threads} threads: {count} allocations");
        }
    }
}
