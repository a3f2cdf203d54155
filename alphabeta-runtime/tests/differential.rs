//! The searcher against the plain reference algorithms, on many random
//! positions: every combination of the value-preserving options must give
//! the minimax value and one of the minimax-best moves, and the solver must
//! give the value of a full-depth minimax.
//!
//! With the transposition table on, a depth-limited search reuses results
//! searched deeper than it asked for, which changes the value unless every
//! occurrence of a position is searched to the same depth. That holds in
//! tic-tac-toe and connect-four, where the ply follows from the stones on
//! the board. In othello (passes) and kalah (extra turns) it does not, so
//! there the table is used only at depths that reach the end of every game,
//! where each stored value is exact.

mod common;

use alphabeta_runtime::reference::{alphabeta, best_moves, minimax};
use alphabeta_runtime::score::{is_decisive, Score, INFINITY};
use alphabeta_runtime::{Game, GameEval, Limits, SearchOptions, SearchResult, Searcher, Solution};
use common::connect4::{Small4x4, Small5x4, Standard};
use common::kalah::{MiniKalah, SmallKalah};
use common::nim::{Nim, MAX_HEAPS};
use common::othello::Othello4;
use common::tictactoe::TicTacToe;
use common::{
    random_live_position, solution_sign, value_preserving_options, Rng, OPTION_COMBOS, TT_BIT,
};

/// A searcher per option combination, built once and cleared before use.
struct Searchers<G: Game>(Vec<Searcher<G>>);

impl<G: Game> Searchers<G> {
    fn new() -> Self {
        Searchers(
            (0..OPTION_COMBOS)
                .map(|combo| Searcher::new(value_preserving_options(combo)))
                .collect(),
        )
    }

    fn get(&mut self, combo: usize) -> &mut Searcher<G> {
        let searcher = &mut self.0[combo];
        searcher.clear();
        searcher
    }
}

/// Searches `position` to `depth` with each of `combos` and checks score and
/// move against minimax; also checks the textbook alpha-beta. Returns the
/// minimax value and best moves.
fn check_position<G: Game>(
    searchers: &mut Searchers<G>,
    position: &G,
    depth: u32,
    combos: impl Iterator<Item = usize>,
) -> (Score, Vec<G::Move>) {
    let (value, best) = best_moves(position, depth, &mut GameEval);
    assert!(!best.is_empty(), "a live position has moves: {position:?}");
    assert_eq!(
        minimax(position, depth, &mut GameEval),
        value,
        "{position:?} depth {depth}"
    );
    assert_eq!(
        alphabeta(position, depth, -INFINITY, INFINITY, &mut GameEval),
        value,
        "alpha-beta of {position:?} depth {depth}"
    );
    for combo in combos {
        let options = value_preserving_options(combo);
        let result = searchers.get(combo).search(position, &Limits::depth(depth));
        check_result(&result, value, &best, depth, || {
            format!("{position:?} depth {depth} {options:?}")
        });
    }
    (value, best)
}

/// The search found the minimax value and one of the moves that reach it.
fn check_result<G: Game>(
    result: &SearchResult<G>,
    value: Score,
    best: &[G::Move],
    depth: u32,
    context: impl Fn() -> String,
) {
    assert_eq!(result.score, value, "score: {}", context());
    // A proven result may end the deepening early; nothing else may.
    assert!(
        result.depth == depth || is_decisive(value),
        "stopped at {}: {}",
        result.depth,
        context()
    );
    let mv = result
        .best_move
        .unwrap_or_else(|| panic!("no move: {}", context()));
    assert!(
        best.contains(&mv),
        "{mv:?} is not among {best:?}: {}",
        context()
    );
    assert_eq!(
        result.pv.first(),
        Some(&mv),
        "the pv starts with the best move: {}",
        context()
    );
}

/// `positions` random positions at depths cycling through `1..=max_depth`,
/// `per_position` combinations each, cycling through `combos`.
fn differential<G: Game>(
    seed: u64,
    positions: usize,
    plies: std::ops::Range<usize>,
    max_depth: u32,
    combos: &[usize],
    per_position: usize,
) {
    let mut rng = Rng::new(seed);
    let mut searchers = Searchers::<G>::new();
    let mut next = 0;
    for i in 0..positions {
        let ply = plies.start + rng.below(plies.len());
        let position: G = random_live_position(ply, &mut rng);
        let depth = 1 + (i as u32 % max_depth);
        let chosen = (0..per_position).map(|k| combos[(next + k) % combos.len()]);
        check_position(&mut searchers, &position, depth, chosen);
        next += per_position;
    }
    assert!(
        next >= 4 * combos.len(),
        "every combination is tried several times"
    );
}

fn all_combos() -> Vec<usize> {
    (0..OPTION_COMBOS).collect()
}

fn combos_without_tt() -> Vec<usize> {
    (0..OPTION_COMBOS).filter(|c| c & TT_BIT == 0).collect()
}

#[test]
fn tictactoe_searches_agree_with_minimax() {
    differential::<TicTacToe>(1, 300, 0..6, 6, &all_combos(), 8);
}

#[test]
fn connect_four_5x4_searches_agree_with_minimax() {
    differential::<Small5x4>(2, 300, 0..12, 6, &all_combos(), 8);
}

#[test]
fn connect_four_7x6_searches_agree_with_minimax() {
    differential::<Standard>(3, 200, 0..20, 5, &all_combos(), 8);
}

#[test]
fn othello_searches_without_the_table_agree_with_minimax() {
    differential::<Othello4>(4, 300, 0..8, 6, &combos_without_tt(), 8);
}

#[test]
fn kalah_searches_without_the_table_agree_with_minimax() {
    differential::<SmallKalah>(5, 300, 0..10, 6, &combos_without_tt(), 8);
}

/// Deep enough to reach the end of every game in these positions.
const TO_THE_END: u32 = 60;

/// Full-depth searches, where the table may be on: every stored value is
/// exact. At this depth even the options that look past the horizon
/// (quiescence, extensions, tactics) cannot change the value.
fn differential_to_the_end<G: Game>(seed: u64, positions: usize, plies: std::ops::Range<usize>) {
    let mut rng = Rng::new(seed);
    let mut searchers = Searchers::<G>::new();
    let everything = SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    };
    let mut with_everything = Searcher::<G>::new(everything);
    let mut next = 0;
    for _ in 0..positions {
        let ply = plies.start + rng.below(plies.len());
        let position: G = random_live_position(ply, &mut rng);
        let chosen = (0..8).map(|k| (next + k) % OPTION_COMBOS);
        let (value, best) = check_position(&mut searchers, &position, TO_THE_END, chosen);
        next += 8;
        with_everything.clear();
        let result = with_everything.search(&position, &Limits::depth(TO_THE_END));
        check_result(&result, value, &best, TO_THE_END, || {
            format!("{position:?} with {everything:?}")
        });
    }
    assert!(
        next >= 4 * OPTION_COMBOS,
        "every combination is tried several times"
    );
}

#[test]
fn othello_searches_to_the_end_agree_with_minimax() {
    differential_to_the_end::<Othello4>(6, 64, 3..10);
}

#[test]
fn connect_four_searches_to_the_end_agree_with_minimax() {
    differential_to_the_end::<Small4x4>(9, 40, 6..12);
}

#[test]
fn kalah_searches_to_the_end_agree_with_minimax() {
    differential_to_the_end::<MiniKalah>(7, 64, 0..6);
    differential_to_the_end::<SmallKalah>(8, 64, 6..14);
}

/// The exact value, from a minimax that never reaches its horizon.
fn exact_value<G: Game>(position: &G) -> Solution {
    let value = minimax(position, TO_THE_END, &mut GameEval);
    let solution = Solution::from_score(value);
    assert!(
        is_decisive(value) || value == 0,
        "the horizon was reached: {value} at {position:?}"
    );
    solution
}

/// The solver on random positions: the exact value, a move that keeps it,
/// and a line that ends the game as the value says.
fn check_solver<G: Game>(seed: u64, positions: usize, plies: std::ops::Range<usize>) {
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 4,
        ..SearchOptions::default()
    });
    for _ in 0..positions {
        let ply = plies.start + rng.below(plies.len());
        let position: G = random_live_position(ply, &mut rng);
        let expected = exact_value(&position);
        let solved = searcher.solve(&position);
        assert_eq!(solved.value, expected, "{position:?}");
        let weak = searcher.solve_weak(&position).value;
        assert_eq!(
            solution_sign(weak),
            solution_sign(expected),
            "weak solve of {position:?}: {weak:?}"
        );

        let (_, best) = best_moves(&position, TO_THE_END, &mut GameEval);
        let mv = solved.best_move.expect("a live position has a best move");
        assert!(
            best.contains(&mv),
            "{mv:?} is not among {best:?} at {position:?}"
        );
        check_line(&position, &solved.pv, expected);
    }
}

/// Playing `line` from `position` ends the game with `value`: after exactly
/// `n` plies for a win or loss in `n`.
fn check_line<G: Game>(position: &G, line: &[G::Move], value: Solution) {
    let mut at = *position;
    for &mv in line {
        assert!(
            common::is_legal(&at, mv),
            "{mv:?} illegal in the pv {line:?} of {position:?}"
        );
        at = at.play(mv);
    }
    let outcome = common::final_outcome(&at)
        .unwrap_or_else(|| panic!("the pv {line:?} of {position:?} stops early"));
    let expected = match value {
        Solution::Win(n) | Solution::Loss(n) => {
            assert_eq!(line.len() as u32, n, "pv {line:?} of {position:?}");
            let winner = if matches!(value, Solution::Win(_)) {
                position.side_to_move()
            } else {
                position.side_to_move().opponent()
            };
            alphabeta_runtime::Outcome::Win(winner)
        }
        Solution::Draw => alphabeta_runtime::Outcome::Draw,
        Solution::Unknown { .. } => panic!("{position:?}: the game is short"),
    };
    assert_eq!(outcome, expected, "pv {line:?} of {position:?}");
}

#[test]
fn solver_agrees_with_full_minimax() {
    check_solver::<TicTacToe>(11, 100, 0..7);
    check_solver::<Small4x4>(12, 60, 4..12);
    check_solver::<Small5x4>(13, 40, 10..16);
    check_solver::<Othello4>(14, 60, 2..10);
    check_solver::<MiniKalah>(15, 60, 0..8);
    check_solver::<SmallKalah>(16, 40, 6..14);
}

#[test]
fn solver_agrees_with_full_minimax_on_nim() {
    let mut rng = Rng::new(17);
    let mut searcher = Searcher::<Nim>::new(SearchOptions::default());
    for _ in 0..100 {
        // Heaps up to 4, 3, 2, 1 keep the full minimax small.
        let heaps: Vec<u8> = (0..MAX_HEAPS).map(|i| rng.below(5 - i) as u8).collect();
        let position = Nim::new(&heaps);
        if common::final_outcome(&position).is_some() {
            continue;
        }
        let solved = searcher.solve(&position);
        assert_eq!(solved.value, exact_value(&position), "{heaps:?}");
        check_line(&position, &solved.pv, solved.value);
    }
}
