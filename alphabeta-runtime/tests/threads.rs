//! Lazy SMP: with helper threads, searches and solves give the values of
//! one thread, keep every limit, and report only legal moves, even when the
//! threads tear each other's entries in a tiny table.

mod common;

use alphabeta_runtime::params::HELPERS_AFTER_NODES;
use alphabeta_runtime::{
    solve, solve_with, Game, Limits, SearchOptions, Searcher, Solution, Solved,
};
use common::connect4::{Small5x4, Standard};
use common::othello::Othello4;
use common::{is_legal, random_live_position, solution_sign, Rng};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn options(threads: usize, hash_mib: usize) -> SearchOptions {
    SearchOptions {
        threads,
        hash_mib,
        ..SearchOptions::default()
    }
}

/// Plays `line` from `position`, checking each move is legal there.
fn assert_legal_line<G: Game>(position: &G, line: &[G::Move]) {
    let mut position = *position;
    for &mv in line {
        assert!(is_legal(&position, mv), "{mv:?} is illegal in {position:?}");
        position = position.play(mv);
    }
}

/// A random live position `plies.0` to `plies.0 + plies.1 - 1` moves in
/// whose value `reference` finds in a number of nodes within `nodes`: the
/// position, its value and those nodes.
fn position_solved_in(
    nodes: Range<u64>,
    plies: (usize, usize),
    rng: &mut Rng,
    reference: &mut Searcher<Standard>,
) -> (Standard, Solution, u64) {
    loop {
        let position = random_live_position::<Standard>(plies.0 + rng.below(plies.1), rng);
        reference.clear();
        let value = reference.solve_value(&position, false);
        let searched = reference.stats().nodes;
        if nodes.contains(&searched) {
            return (position, value, searched);
        }
    }
}

/// Checks `solved` against the value of one thread, and its move and line.
fn assert_solved_like<G: Game>(position: &G, solved: &Solved<G>, expected: Solution) {
    assert_eq!(solved.value, expected, "{position:?}");
    let mv = solved.best_move.expect("a live position has a best move");
    assert!(is_legal(position, mv), "{mv:?} is illegal in {position:?}");
    assert_legal_line(position, &solved.pv);
}

#[test]
fn solved_values_match_one_thread() {
    let mut rng = Rng::new(13);
    let mut one = Searcher::<Small5x4>::new(options(1, 4));
    let mut two = Searcher::<Small5x4>::new(options(2, 4));
    let mut four = Searcher::<Small5x4>::new(options(4, 4));
    for _ in 0..30 {
        let position = random_live_position::<Small5x4>(4 + rng.below(8), &mut rng);
        one.clear();
        let expected = one.solve(&position).value;
        for searcher in [&mut two, &mut four] {
            searcher.clear();
            let solved = searcher.solve(&position);
            assert_solved_like(&position, &solved, expected);
            let weak = searcher.solve_weak(&position).value;
            assert_eq!(solution_sign(weak), solution_sign(expected));
        }
    }
    // The one-call solver takes threads too.
    let position = Small5x4::from_moves("3322");
    assert_eq!(
        solve_with(&position, options(3, 1)).value,
        solve(&position).value
    );
}

#[test]
fn many_threads_on_a_tiny_table_stay_exact_and_legal() {
    // Eight threads share one bucket of four entries: nearly every store
    // evicts another thread's entry, and entries tear all the time.
    let mut rng = Rng::new(17);
    let mut reference = Searcher::<Standard>::new(options(1, 4));
    let mut crowded = Searcher::<Standard>::new(options(8, 0));
    let mut with_helpers = 0;
    for _ in 0..6 {
        // Positions large enough for the helpers to be woken.
        let (position, expected, _) = position_solved_in(
            HELPERS_AFTER_NODES..4 * HELPERS_AFTER_NODES,
            (14, 8),
            &mut rng,
            &mut reference,
        );
        let solved = crowded.solve(&position);
        assert_solved_like(&position, &solved, expected);
        if solved.nodes > HELPERS_AFTER_NODES {
            with_helpers += 1;
        }
    }
    assert!(
        with_helpers >= 6,
        "only {with_helpers} solves woke the helpers"
    );
    let mut crowded = Searcher::<Standard>::new(options(8, 0));
    for _ in 0..6 {
        let position = random_live_position::<Standard>(rng.below(20), &mut rng);
        let result = crowded.search(&position, &Limits::depth(7));
        let mv = result.best_move.expect("a move");
        assert!(is_legal(&position, mv), "{mv:?} is illegal in {position:?}");
        assert_legal_line(&position, &result.pv);
    }
}

#[test]
fn a_search_too_small_to_wake_the_helpers_is_the_single_threaded_one() {
    // Until the helpers have the task, the main thread neither marks the
    // nodes it is in nor defers any: it searches as one thread would.
    let mut rng = Rng::new(19);
    let mut one = Searcher::<Standard>::new(options(1, 4));
    let mut two = Searcher::<Standard>::new(options(2, 4));
    for _ in 0..10 {
        let (position, expected, nodes) =
            position_solved_in(50..HELPERS_AFTER_NODES, (18, 12), &mut rng, &mut one);
        two.clear();
        assert_eq!(two.solve_value(&position, false), expected, "{position:?}");
        assert_eq!(two.stats().nodes, nodes, "{position:?}");
    }
}

#[test]
fn depth_limited_searches_find_the_same_proven_results() {
    // Depth-limited scores may differ between thread counts (a helper's
    // deeper entry can be used), but a proven win stays a win.
    let position = Standard::from_moves("2233");
    for threads in [1, 2, 3] {
        let mut searcher = Searcher::<Standard>::new(options(threads, 4));
        let result = searcher.search(&position, &Limits::depth(6));
        assert_eq!(
            result.score,
            alphabeta_runtime::score::win_in(3),
            "{threads} threads"
        );
        assert_legal_line(&position, &result.pv);
    }
}

#[test]
fn the_callback_hears_every_iteration_of_the_main_thread() {
    let mut searcher = Searcher::<Othello4>::new(options(3, 1));
    let mut depths = Vec::new();
    let result = searcher.search_with(&Othello4::start(), &Limits::depth(6), |it| {
        depths.push(it.depth);
        assert_legal_line(&Othello4::start(), it.pv);
    });
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
    assert_eq!(result.depth, 6);
}

#[test]
fn limits_and_the_stop_flag_stop_every_thread() {
    let mut searcher = Searcher::<Standard>::new(options(2, 4));
    // A node limit stops the main thread, and with it the helper.
    let result = searcher.search(&Standard::start(), &Limits::nodes(20_000));
    assert!(result.stats.nodes <= 20_000 + 1, "{}", result.stats.nodes);
    assert!(result.best_move.is_some());

    // A stop flag raised by another thread ends an unlimited search.
    let stop = Arc::new(AtomicBool::new(false));
    let raiser = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            stop.store(true, Ordering::Relaxed);
        })
    };
    let started = Instant::now();
    let result = searcher.search(&Standard::start(), &Limits::none().and_stop(stop));
    raiser.join().unwrap();
    assert!(result.best_move.is_some());
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "the search did not stop"
    );

    // And the searcher works again afterwards.
    let result = searcher.search(&Standard::from_moves("2233"), &Limits::depth(4));
    assert_eq!(result.score, alphabeta_runtime::score::win_in(3));
}

#[test]
fn one_thread_is_deterministic() {
    let position = Standard::from_moves("4453");
    let run = || Searcher::<Standard>::new(options(1, 4)).search(&position, &Limits::depth(9));
    let (a, b) = (run(), run());
    assert_eq!(
        (a.stats, a.score, a.best_move),
        (b.stats, b.score, b.best_move)
    );
}

#[test]
fn a_panicking_callback_leaves_no_helper_running() {
    // The callback panics once the helpers are at work on an unlimited
    // search; dropping the searcher while unwinding must stop and join them.
    let outcome = std::panic::catch_unwind(|| {
        let mut searcher = Searcher::<Standard>::new(options(2, 4));
        searcher.search_with(&Standard::start(), &Limits::none(), |it| {
            assert!(it.nodes < 4 * HELPERS_AFTER_NODES, "enough");
        });
    });
    assert!(outcome.is_err(), "the callback's panic comes through");
}
