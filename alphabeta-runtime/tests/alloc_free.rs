//! The hot path never touches the heap: once a searcher is built, searching,
//! solving and perft allocate nothing. A counting global allocator proves it.

mod common;
#[path = "support/counting_alloc.rs"]
mod counting_alloc;

use alphabeta_runtime::{perft, perft_with, Game, Limits, PerftOptions, SearchOptions, Searcher};
use common::connect4::{Small4x4, Standard};
use common::kalah::{MiniKalah, SmallKalah};
use common::nim::Nim;
use common::othello::Othello4;
use common::siege::Siege;
use common::tictactoe::TicTacToe;
use common::{random_live_position, solution_sign, Rng};
use counting_alloc::allocations_during;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

#[test]
fn the_counter_sees_allocations() {
    let (_, count) = allocations_during(|| std::hint::black_box(vec![1u8; 100]));
    assert!(count >= 1, "a vector allocates");
}

/// Searches `position` (with a callback), solves `small`, and runs perft,
/// all on a searcher built beforehand, and asserts nothing allocated.
fn assert_allocation_free<G: Game>(
    options: SearchOptions,
    position: &G,
    depth: u32,
    small: &G,
    perft_depth: u32,
) {
    let mut searcher = Searcher::<G>::new(options);
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits::depth(depth)
        .and_nodes(10_000_000)
        .and_time(Duration::from_secs(600))
        .and_stop(Arc::clone(&stop));
    let mut iterations = 0;
    let ((result, solved, weak, paths, slow_paths), count) = allocations_during(|| {
        let result = searcher.search_with(position, &limits, |iteration| {
            iterations += 1;
            std::hint::black_box(iteration.pv.len());
        });
        let solved = searcher.solve(small);
        let weak = searcher.solve_weak(small);
        let paths = perft(position, perft_depth);
        let options = PerftOptions {
            bulk: false,
            count_ended: true,
        };
        let slow_paths = perft_with(position, perft_depth, options);
        (result, solved, weak, paths, slow_paths)
    });
    let name = core::any::type_name::<G>();
    assert_eq!(count, 0, "{name}: {count} allocations with {options:?}");
    assert!(iterations >= 1, "{name}: the callback was never called");
    assert!(
        result.best_move.is_some() && solved.best_move.is_some(),
        "{name}: no move found"
    );
    assert_eq!(
        solution_sign(weak.value),
        solution_sign(solved.value),
        "{name}: weak solve"
    );
    assert!(
        paths > 0 && slow_paths >= paths,
        "{name}: perft {paths} {slow_paths}"
    );
}

/// Every game, with every option on, with the plain searcher, and with the
/// options that stress the most machinery apart from the table.
fn for_each_option_set(check: impl Fn(SearchOptions)) {
    let small_table = SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    };
    check(small_table);
    check(SearchOptions::plain());
    check(SearchOptions {
        tt: false,
        ..small_table
    });
}

#[test]
fn tictactoe_search_solve_and_perft_do_not_allocate() {
    let mid_game = TicTacToe::from_board("X.. .O. ..X");
    for_each_option_set(|options| {
        assert_allocation_free(options, &TicTacToe::start(), 9, &mid_game, 5)
    });
}

#[test]
fn connect_four_search_solve_and_perft_do_not_allocate() {
    let late = random_live_position::<Standard>(28, &mut Rng::new(1));
    for_each_option_set(|options| assert_allocation_free(options, &Standard::start(), 7, &late, 5));
    let small = random_live_position::<Small4x4>(6, &mut Rng::new(1));
    for_each_option_set(|options| {
        assert_allocation_free(options, &Small4x4::start(), 8, &small, 5)
    });
}

#[test]
fn othello_search_solve_and_perft_do_not_allocate() {
    let small = random_live_position::<Othello4>(4, &mut Rng::new(2));
    for_each_option_set(|options| {
        assert_allocation_free(options, &Othello4::start(), 8, &small, 6)
    });
}

#[test]
fn kalah_search_solve_and_perft_do_not_allocate() {
    let small = random_live_position::<SmallKalah>(8, &mut Rng::new(3));
    for_each_option_set(|options| {
        assert_allocation_free(options, &SmallKalah::start(), 8, &small, 6)
    });
    for_each_option_set(|options| {
        assert_allocation_free(options, &MiniKalah::start(), 8, &MiniKalah::start(), 6);
    });
}

#[test]
fn nim_search_solve_and_perft_do_not_allocate() {
    let small = Nim::new(&[1, 2, 3]);
    for_each_option_set(|options| assert_allocation_free(options, &Nim::start(), 6, &small, 3));
}

#[test]
fn repetition_draws_do_not_allocate() {
    let start = Siege::<true>::start();
    let history: Vec<u64> = (0..2000).map(|n| n * 7).chain([start.hash_key()]).collect();
    let mut searcher = Searcher::<Siege<true>>::new(SearchOptions::default());
    let ((), count) = allocations_during(|| {
        searcher.set_history(&history);
        std::hint::black_box(searcher.search(&start, &Limits::depth(12)));
        std::hint::black_box(searcher.solve(&start));
    });
    assert_eq!(count, 0, "{count} allocations with repetition draws");
    for_each_option_set(|options| assert_allocation_free(options, &start, 12, &start, 6));
}
