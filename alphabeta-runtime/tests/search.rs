//! The searcher's contract beyond its values: limits, determinism, mate
//! distances, the iteration callback and the statistics.

mod common;

use alphabeta_runtime::params::MAX_SEARCH_DEPTH;
use alphabeta_runtime::reference::{best_moves, minimax};
use alphabeta_runtime::score::{loss_in, win_in};
use alphabeta_runtime::{
    solve, Game, GameEval, Limits, SearchOptions, SearchResult, Searcher, Solution,
};
use common::connect4::{Small4x4, Standard};
use common::othello::Othello4;
use common::tictactoe::TicTacToe;
use common::{is_legal, value_preserving_options, OPTION_COMBOS};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// A quiet middle game: no immediate threats either way.
const MIDDLE_GAME: &str = "4453";

/// First player to move has b1, c1 and d1: a1 and e1 both win at once,
/// and most other moves win two moves later.
const WIN_IN_ONE: &str = "223344";

/// First player to move has b1 and c1: d1 makes an open three that wins on
/// the third ply; nothing wins sooner.
const WIN_IN_THREE: &str = "2233";

/// Second player to move; the first has b1, c1 and d1 and threatens a1 and
/// e1, so every move loses on the next ply.
const LOST_IN_TWO: &str = "27374";

/// 4x4 connect-four, second player to move, three cells left and no line
/// left to make: a draw that bounds on the distance to the end prove before
/// any move is searched.
const DRAWN_4X4: &str = "1112142233233";

fn assert_legal_line<G: Game>(position: &G, line: &[G::Move]) {
    let mut at = *position;
    for &mv in line {
        assert!(is_legal(&at, mv), "{mv:?} is illegal in the line {line:?}");
        at = at.play(mv);
    }
}

fn assert_same_search<G: Game>(a: &SearchResult<G>, b: &SearchResult<G>) {
    assert_eq!(a.best_move, b.best_move);
    assert_eq!(a.score, b.score);
    assert_eq!(a.depth, b.depth);
    assert_eq!(*a.pv, *b.pv);
    assert_eq!(a.stats, b.stats);
}

#[test]
fn a_node_limit_stops_after_the_last_completed_iteration() {
    let position = Standard::from_moves(MIDDLE_GAME);
    let limit = 50_000;
    let result = Searcher::<Standard>::new(SearchOptions::default())
        .search(&position, &Limits::nodes(limit));
    assert!(
        (limit..=limit + 64).contains(&result.stats.nodes),
        "{} nodes for a limit of {limit}",
        result.stats.nodes
    );
    assert!(result.depth >= 1, "no iteration completed");
    let mv = result.best_move.expect("a best move");
    assert!(is_legal(&position, mv));
    assert_legal_line(&position, &result.pv);

    // The result is that of the last completed iteration: a search limited
    // to its depth gives the same one.
    let by_depth = Searcher::<Standard>::new(SearchOptions::default())
        .search(&position, &Limits::depth(result.depth));
    assert_eq!(
        (result.best_move, result.score),
        (by_depth.best_move, by_depth.score)
    );
    assert_eq!(*result.pv, *by_depth.pv);
}

#[test]
fn a_preset_stop_flag_returns_at_once_with_a_legal_move() {
    let position = Standard::start();
    let stop = Arc::new(AtomicBool::new(true));
    let started = Instant::now();
    let result = Searcher::<Standard>::new(SearchOptions::default())
        .search(&position, &Limits::none().and_stop(stop));
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "took {:?}",
        started.elapsed()
    );
    assert_eq!(result.depth, 0);
    assert!(result.stats.nodes < 100, "{} nodes", result.stats.nodes);
    let mv = result
        .best_move
        .expect("a move even without a completed iteration");
    assert!(is_legal(&position, mv));
}

#[test]
fn a_stop_flag_set_from_another_thread_stops_an_endless_search() {
    let position = Standard::start();
    let stop = Arc::new(AtomicBool::new(false));
    let setter = {
        let stop = Arc::clone(&stop);
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(100));
            stop.store(true, Ordering::Relaxed);
        })
    };
    let mut searcher = Searcher::<Standard>::new(SearchOptions::default());
    let result = searcher.search(&position, &Limits::none().and_stop(Arc::clone(&stop)));
    setter.join().expect("the setter thread");
    assert!(
        stop.load(Ordering::Relaxed),
        "the search ended before it was stopped"
    );
    assert!(
        result.elapsed < Duration::from_secs(10),
        "took {:?}",
        result.elapsed
    );
    assert!(result.depth >= 1);
    assert!(is_legal(&position, result.best_move.expect("a best move")));
}

#[test]
fn a_time_limit_returns() {
    let position = Standard::start();
    let budget = Duration::from_millis(100);
    let result = Searcher::<Standard>::new(SearchOptions::default())
        .search(&position, &Limits::time(budget));
    assert!(
        result.elapsed >= budget,
        "the empty board is not solved in {:?}",
        result.elapsed
    );
    // Generous: the clock is read every few thousand nodes, and the machine
    // may be busy with other tests.
    assert!(
        result.elapsed < budget + Duration::from_secs(5),
        "took {:?}",
        result.elapsed
    );
    assert!(result.depth >= 1);
    assert!(is_legal(&position, result.best_move.expect("a best move")));
}

#[test]
fn searches_are_deterministic() {
    let position = Standard::from_moves(MIDDLE_GAME);
    let limits = Limits::depth(9);
    let first = Searcher::<Standard>::new(SearchOptions::default()).search(&position, &limits);
    let second = Searcher::<Standard>::new(SearchOptions::default()).search(&position, &limits);
    assert_same_search(&first, &second);
}

#[test]
fn a_cleared_searcher_behaves_like_a_fresh_one() {
    let position = Standard::from_moves(MIDDLE_GAME);
    let limits = Limits::depth(8);
    let fresh = Searcher::<Standard>::new(SearchOptions::default()).search(&position, &limits);

    let mut reused = Searcher::<Standard>::new(SearchOptions::default());
    reused.search(&Standard::from_moves("1122"), &Limits::depth(9));
    reused.clear();
    assert_same_search(&fresh, &reused.search(&position, &limits));
}

#[test]
fn the_fastest_win_is_preferred() {
    let position = Standard::from_moves(WIN_IN_ONE);
    assert_eq!(minimax(&position, 5, &mut GameEval), win_in(1));
    for options in [SearchOptions::default(), SearchOptions::plain()] {
        let result = Searcher::<Standard>::new(options).search(&position, &Limits::depth(5));
        assert_eq!(result.score, win_in(1), "{options:?}");
        assert!(
            matches!(result.best_move, Some(0 | 4)),
            "{:?} with {options:?}",
            result.best_move
        );
    }
}

#[test]
fn a_forced_win_is_reported_with_its_distance() {
    let position = Standard::from_moves(WIN_IN_THREE);
    let (value, best) = best_moves(&position, 5, &mut GameEval);
    assert_eq!(
        (value, best),
        (win_in(3), vec![3]),
        "the reference disagrees with the hand analysis"
    );
    for options in [SearchOptions::default(), SearchOptions::plain()] {
        let result = Searcher::<Standard>::new(options).search(&position, &Limits::depth(7));
        assert_eq!(
            (result.score, result.best_move),
            (win_in(3), Some(3)),
            "{options:?}"
        );
        assert_eq!(
            result.pv.len(),
            3,
            "the pv plays the win out: {:?}",
            result.pv
        );
        assert_legal_line(&position, &result.pv);
        // A win proven within the horizon ends the deepening early.
        assert!(result.depth < 7, "deepened to {}", result.depth);
    }
    // The loser sees it the same way, one ply on.
    let after = position.play(3);
    let result =
        Searcher::<Standard>::new(SearchOptions::default()).search(&after, &Limits::depth(6));
    assert_eq!(result.score, loss_in(2));
    assert_eq!(solve(&position).value, Solution::Win(3));
    assert_eq!(solve(&after).value, Solution::Loss(2));
}

/// The options the regression tests below run under: with and without the
/// game's tactics.
fn with_and_without_tactics() -> [SearchOptions; 2] {
    let no_tactics = SearchOptions {
        tactics: false,
        ..SearchOptions::default()
    };
    [SearchOptions::default(), no_tactics]
}

#[test]
fn a_lost_position_still_has_a_move_and_a_line() {
    let position = Standard::from_moves(LOST_IN_TWO);
    let [with, without] = with_and_without_tactics();
    for options in [with, without, SearchOptions::plain()] {
        let result = Searcher::<Standard>::new(options).search(&position, &Limits::depth(4));
        assert_eq!(result.score, loss_in(2), "{options:?}");
        assert_eq!(
            result.pv.len(),
            2,
            "the pv plays the loss out: {:?} with {options:?}",
            result.pv
        );
        assert_eq!(result.pv.first(), result.best_move.as_ref(), "{options:?}");
        assert_legal_line(&position, &result.pv);
    }
    for options in with_and_without_tactics() {
        let solved = Searcher::<Standard>::new(options).solve(&position);
        assert_eq!(solved.value, Solution::Loss(2), "{options:?}");
        assert!(
            solved.best_move.is_some(),
            "the solver names no move with {options:?}"
        );
        assert_eq!(
            solved.pv.len(),
            2,
            "solver pv {:?} with {options:?}",
            solved.pv
        );
        assert_legal_line(&position, &solved.pv);
    }
}

#[test]
fn a_draw_proven_by_bounds_still_has_a_move_and_a_line() {
    let position = Small4x4::from_moves(DRAWN_4X4);
    for options in with_and_without_tactics() {
        // A search's pv may stop short of the end when the result is no
        // win or loss, but it starts with the move played.
        let result = Searcher::<Small4x4>::new(options).search(&position, &Limits::depth(5));
        assert_eq!(result.score, 0, "{options:?}");
        assert!(!result.pv.is_empty(), "no pv with {options:?}");
        assert_eq!(result.pv.first(), result.best_move.as_ref(), "{options:?}");
        assert_legal_line(&position, &result.pv);

        // The solver's line goes to the end of the game.
        let solved = Searcher::<Small4x4>::new(options).solve(&position);
        assert_eq!(solved.value, Solution::Draw, "{options:?}");
        assert!(
            solved.best_move.is_some(),
            "the solver names no move with {options:?}"
        );
        assert_eq!(
            solved.pv.len(),
            3,
            "solver pv {:?} with {options:?}",
            solved.pv
        );
        assert_legal_line(&position, &solved.pv);
    }
}

#[test]
fn a_weak_solve_tells_a_win_from_a_draw() {
    // X holds the middle of the right edge, O a corner, X to move: X wins on the
    // fifth ply. A weak solve may get the distance wrong, never the sign.
    let position = TicTacToe::from_board("O.. ..X ...");
    assert_eq!(solve(&position).value, Solution::Win(5));
    let weak = Searcher::<TicTacToe>::new(SearchOptions::default()).solve_weak(&position);
    assert!(matches!(weak.value, Solution::Win(_)), "{:?}", weak.value);
}

#[test]
fn solving_again_on_the_same_searcher_still_names_the_move_and_line() {
    // The second solve finds the root in the table; it must not answer
    // from there without a move.
    let position = Standard::from_moves(WIN_IN_THREE);
    let mut searcher = Searcher::<Standard>::new(SearchOptions::default());
    for attempt in 1..=2 {
        let solved = searcher.solve(&position);
        assert_eq!(solved.value, Solution::Win(3), "attempt {attempt}");
        assert_eq!(solved.best_move, Some(3), "attempt {attempt}");
        assert_eq!(solved.pv.len(), 3, "attempt {attempt}: pv {:?}", solved.pv);
        assert_legal_line(&position, &solved.pv);
    }
}

#[test]
fn a_blocked_side_with_more_discs_wins_on_the_spot() {
    // Othello: after these moves the second player (white) can reach, two
    // plies on, a position where nobody can move and white, to move, has
    // more discs: `no_moves` makes that a win for the side to move at that
    // very node, which no mate-distance bound may rule out.
    let mut position = Othello4::start();
    for square in [1, 2, 15, 4, 0, 12, 13, 14, 7] {
        assert!(is_legal(&position, square), "{square} in {position:?}");
        position = position.play(square);
    }
    assert_eq!(minimax(&position, 3, &mut GameEval), win_in(2));
    for options in [SearchOptions::plain(), SearchOptions::default()] {
        let result = Searcher::<Othello4>::new(options).search(&position, &Limits::depth(3));
        assert_eq!(result.score, win_in(2), "{options:?}");
    }
    assert_eq!(solve(&position).value, Solution::Win(2));
}

#[test]
fn iterations_are_reported_in_order() {
    let position = Standard::from_moves(MIDDLE_GAME);
    let mut depths = Vec::new();
    let mut last = (0, Duration::ZERO, 0, None);
    let result = Searcher::<Standard>::new(SearchOptions::default()).search_with(
        &position,
        &Limits::depth(8),
        |it| {
            depths.push(it.depth);
            assert!(!it.pv.is_empty(), "iteration {} has no pv", it.depth);
            assert_legal_line(&position, it.pv);
            assert!(
                it.nodes >= last.0 && it.elapsed >= last.1,
                "counters went back at depth {}",
                it.depth
            );
            assert!(
                it.seldepth >= it.depth.min(it.pv.len() as u32),
                "seldepth {} at depth {}",
                it.seldepth,
                it.depth
            );
            assert!(it.tt_fill_permille <= 1000);
            last = (it.nodes, it.elapsed, it.score, it.pv.first().copied());
        },
    );
    assert_eq!(depths, (1..=8).collect::<Vec<_>>());
    assert_eq!(result.depth, 8);
    assert_eq!(
        (result.score, result.best_move),
        (last.2, last.3),
        "the result is the last iteration's"
    );
    assert_eq!(result.stats.nodes, last.0);
}

#[test]
fn statistics_are_consistent() {
    let position = Standard::from_moves(MIDDLE_GAME);
    for options in [SearchOptions::default(), SearchOptions::plain()] {
        let stats = Searcher::<Standard>::new(options)
            .search(&position, &Limits::depth(8))
            .stats;
        assert!(stats.tt_hits <= stats.tt_probes, "{stats:?}");
        assert!(stats.first_move_cutoffs <= stats.beta_cutoffs, "{stats:?}");
        assert!(stats.qnodes <= stats.nodes, "{stats:?}");
        assert!(stats.beta_cutoffs > 0, "{stats:?}");
        let rate = stats.first_move_cutoff_rate();
        assert!((0.0..=1.0).contains(&rate), "{rate}");
        if !options.tt {
            assert_eq!((stats.tt_probes, stats.tt_hits), (0, 0), "{stats:?}");
        }
    }
}

#[test]
fn ordering_and_the_table_save_nodes() {
    let position = Standard::from_moves(MIDDLE_GAME);
    let limits = Limits::depth(8);
    let plain = Searcher::<Standard>::new(SearchOptions::plain()).search(&position, &limits);
    // Every option that keeps the fixed-depth value.
    let tuned = value_preserving_options(OPTION_COMBOS - 1);
    let full = Searcher::<Standard>::new(tuned).search(&position, &limits);
    assert_eq!(full.score, plain.score);
    assert!(
        full.stats.nodes < plain.stats.nodes,
        "{} nodes with every refinement, {} without",
        full.stats.nodes,
        plain.stats.nodes
    );
}

#[test]
fn a_finished_game_has_no_move() {
    // X has a line on the bottom row; O is to move and has lost.
    let lost = TicTacToe::from_board("XXX OO. ...");
    let result =
        Searcher::<TicTacToe>::new(SearchOptions::default()).search(&lost, &Limits::depth(3));
    assert_eq!(
        (result.best_move, result.score, result.depth),
        (None, loss_in(0), 0)
    );
    assert!(result.pv.is_empty());
    let solved = solve(&lost);
    assert_eq!((solved.value, solved.best_move), (Solution::Loss(0), None));
}

#[test]
fn a_search_without_limits_ends() {
    // Tic-tac-toe is a draw, which no depth proves, so the search deepens
    // to the deepest iteration allowed.
    let result = Searcher::<TicTacToe>::new(SearchOptions::default())
        .search(&TicTacToe::start(), &Limits::none());
    assert_eq!((result.score, result.depth), (0, MAX_SEARCH_DEPTH));
    assert_legal_line(&TicTacToe::start(), &result.pv);
}

/// Counts its calls and otherwise defers to the game.
#[derive(Clone, Default)]
struct CountingEval {
    calls: u64,
}

impl alphabeta_runtime::Evaluator<Standard> for CountingEval {
    fn evaluate(&mut self, position: &Standard) -> i32 {
        self.calls += 1;
        position.evaluate()
    }
}

#[test]
fn a_replacement_evaluator_is_used_and_reachable() {
    let position = Standard::from_moves(MIDDLE_GAME);
    let mut searcher = Searcher::with_evaluator(SearchOptions::default(), CountingEval::default());
    let counted = searcher.search(&position, &Limits::depth(6));
    assert!(searcher.evaluator().calls > 0);
    searcher.evaluator_mut().calls = 0;
    assert_eq!(searcher.evaluator().calls, 0);
    // Deferring to the game changes nothing.
    let plain =
        Searcher::<Standard>::new(SearchOptions::default()).search(&position, &Limits::depth(6));
    assert_same_search(&counted, &plain);

    // A closure is an evaluator too; one that knows nothing still finds wins.
    let blind = |_: &Standard| 0;
    let result = Searcher::with_evaluator(SearchOptions::default(), blind)
        .search(&Standard::from_moves(WIN_IN_THREE), &Limits::depth(5));
    assert_eq!(result.score, win_in(3));
}
