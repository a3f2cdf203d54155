//! Facts about the test games that nobody on this project computed: perft
//! counts, complete-game counts and solved values (see
//! `shared/reference/README.md`). They check the games, and through them the
//! perft, the walkers and the solver.

mod common;

use alphabeta_runtime::{
    perft, perft_with, solve, Game, MoveBuffer, Outcome, PerftOptions, SearchOptions, Searcher,
    Side, Solution,
};
use common::connect4::{ConnectFour, Small4x4, Small5x4, Standard, Tiny4x3};
use common::kalah::MiniKalah;
use common::nim::Nim;
use common::othello::Othello4;
use common::tictactoe::TicTacToe;
use common::{final_outcome, moves_of, solution_sign};
use std::path::PathBuf;

/// How many complete games end in each way: (first wins, second wins, draws).
fn count_games<G: Game>(position: &G, tally: &mut [u64; 3]) {
    if let Some(outcome) = final_outcome(position) {
        let slot = match outcome {
            Outcome::Win(Side::First) => 0,
            Outcome::Win(Side::Second) => 1,
            Outcome::Draw => 2,
        };
        tally[slot] += 1;
        return;
    }
    for &mv in moves_of(position).as_slice() {
        count_games(&position.play(mv), tally);
    }
}

fn complete_games<G: Game>(start: &G) -> u64 {
    let mut tally = [0; 3];
    count_games(start, &mut tally);
    tally.iter().sum()
}

const NO_BULK: PerftOptions = PerftOptions {
    bulk: false,
    count_ended: false,
};
/// Counts every finished game once, however early it ended.
const ENDED: PerftOptions = PerftOptions {
    bulk: true,
    count_ended: true,
};

#[test]
fn tictactoe_perft_matches_the_published_counts() {
    let counts = [9, 72, 504, 3024, 15120, 54720, 148_176, 200_448, 127_872];
    let start = TicTacToe::start();
    for (depth, &count) in (1..).zip(&counts) {
        assert_eq!(perft(&start, depth), count, "perft({depth})");
        assert_eq!(
            perft_with(&start, depth, NO_BULK),
            count,
            "perft({depth}) without bulk counting"
        );
    }
    assert_eq!(perft(&start, 10), 0, "no game lasts ten plies");
}

#[test]
fn tictactoe_has_255168_complete_games() {
    let mut tally = [0; 3];
    count_games(&TicTacToe::start(), &mut tally);
    assert_eq!(tally, [131_184, 77_904, 46_080], "X wins, O wins, draws");
    assert_eq!(tally.iter().sum::<u64>(), 255_168);
    assert_eq!(perft_with(&TicTacToe::start(), 9, ENDED), 255_168);
}

#[test]
fn connect_four_perft_matches_the_published_counts() {
    let counts = [7, 49, 343, 2401, 16807, 117_649, 823_536, 5_673_234];
    let start = Standard::start();
    for (depth, &count) in (1..).zip(&counts) {
        assert_eq!(perft(&start, depth), count, "perft({depth})");
    }
    for (depth, &count) in (1..=6).zip(&counts) {
        assert_eq!(
            perft_with(&start, depth, NO_BULK),
            count,
            "perft({depth}) without bulk counting"
        );
    }
}

#[test]
fn connect_four_4x3_has_356232_complete_games() {
    assert_eq!(complete_games(&Tiny4x3::start()), 356_232);
    // Every game is over by the twelfth ply, so counting ended games at that
    // depth counts them all.
    assert_eq!(perft_with(&Tiny4x3::start(), 12, ENDED), 356_232);
}

#[test]
fn othello_perft_counting_ended_games_counts_every_game() {
    // Passes make games of different lengths, none longer than 12 discs
    // and a pass before each, so every game is over by ply 24.
    let start = Othello4::start();
    let games = complete_games(&start);
    assert_eq!(perft_with(&start, 24, ENDED), games);
    assert_eq!(perft_with(&start, 40, ENDED), games);
}

#[test]
fn tictactoe_is_a_draw() {
    let start = TicTacToe::start();
    assert_eq!(solve(&start).value, Solution::Draw);
    let mut searcher = Searcher::<TicTacToe>::new(SearchOptions::default());
    assert_eq!(searcher.solve_weak(&start).value, Solution::Draw);
    let solved = searcher.solve(&start);
    assert_eq!(solved.value, Solution::Draw);
    assert_eq!(
        solved.pv.len(),
        9,
        "a drawn game fills the board: {:?}",
        solved.pv
    );
}

#[test]
fn nim_follows_boutons_rule() {
    let mut searcher = Searcher::<Nim>::new(SearchOptions::default());
    for a in 0..=4 {
        for b in 0..=4 {
            for c in 0..=4 {
                let position = Nim::new(&[a, b, c]);
                let value = searcher.solve(&position).value;
                // Each ply takes at least one counter, so the game ends within
                // `a + b + c` plies, and the winner makes the last move.
                let total = u32::from(a + b + c);
                match value {
                    Solution::Win(n) => assert!(n % 2 == 1 && n <= total, "{a} {b} {c}: {value:?}"),
                    Solution::Loss(n) => {
                        assert!(n % 2 == 0 && n <= total, "{a} {b} {c}: {value:?}")
                    }
                    Solution::Draw | Solution::Unknown { .. } => {
                        panic!("nim has no draws: {a} {b} {c}: {value}")
                    }
                }
                let lost = matches!(value, Solution::Loss(_));
                assert_eq!(lost, a ^ b ^ c == 0, "heaps {a} {b} {c}: {value:?}");
                let weak = searcher.solve_weak(&position).value;
                assert_eq!(
                    solution_sign(weak),
                    solution_sign(value),
                    "weak solve of {a} {b} {c}: {weak:?}"
                );
            }
        }
    }
}

#[test]
fn small_connect_four_boards_are_draws() {
    // John Tromp's table: width 4 and width 5, height 4, are both '='.
    assert_eq!(solve(&Small4x4::start()).value, Solution::Draw);
    assert_eq!(solve(&Small5x4::start()).value, Solution::Draw);
}

#[test]
fn connect_four_6x4_is_a_second_player_win() {
    // John Tromp's table: width 6, height 4 is '-'.
    let value = solve(&ConnectFour::<6, 4>::start()).value;
    assert!(matches!(value, Solution::Loss(_)), "{value:?}");
}

#[test]
fn othello_4x4_is_a_second_player_win() {
    let value = solve(&Othello4::start()).value;
    assert!(matches!(value, Solution::Loss(_)), "{value:?}");
}

#[test]
fn mini_kalah_is_a_first_player_win() {
    // Not a published fact: checked against a full-depth minimax in the
    // differential tests; pinned here so that a change in the rules shows.
    let value = solve(&MiniKalah::start()).value;
    assert!(matches!(value, Solution::Win(_)), "{value:?}");
}

/// Where the shared reference data lives: `ALPHABETA_REFERENCE`, or
/// `../shared/reference` beside the project.
fn reference_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("ALPHABETA_REFERENCE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../shared/reference"
            ))
        });
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "reference data missing at {}",
        dir.display()
    );
    eprintln!(
        "skipped: no reference data at {} (set ALPHABETA_REFERENCE)",
        dir.display()
    );
    None
}

/// The exact value of a benchmark line's position: the score counts the
/// stones the winner has played when the game ends, `22 - stones`.
fn pons_solution(played: u32, score: i32) -> Solution {
    if score == 0 {
        return Solution::Draw;
    }
    let stones = (22 - score.abs()) as u32;
    let mover_is_first = played % 2 == 0;
    let winner_is_first = mover_is_first == (score > 0);
    let last_ply = if winner_is_first {
        2 * stones - 1
    } else {
        2 * stones
    };
    let plies = last_ply - played;
    if score > 0 {
        Solution::Win(plies)
    } else {
        Solution::Loss(plies)
    }
}

/// The first `count` positions of a benchmark set, with their values.
fn benchmark_positions(file: &str, count: usize) -> Option<Vec<(String, Standard, Solution)>> {
    let path = reference_dir()?.join("connect4").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines = text.lines().filter(|l| !l.trim().is_empty()).take(count);
    let parsed = lines
        .map(|line| {
            let (moves, score) = line.split_once(' ').expect("`<moves> <score>`");
            let score: i32 = score.trim().parse().expect("a score");
            let position = Standard::from_moves(moves);
            (
                moves.to_string(),
                position,
                pons_solution(position.plies(), score),
            )
        })
        .collect();
    Some(parsed)
}

#[test]
fn solver_agrees_with_the_connect_four_benchmark_sets() {
    let mut searcher = Searcher::<Standard>::new(SearchOptions::default());
    for (file, count) in [("end-easy.txt", 200), ("middle-easy.txt", 20)] {
        let Some(positions) = benchmark_positions(file, count) else {
            return;
        };
        for (moves, position, expected) in positions {
            assert_eq!(searcher.solve(&position).value, expected, "{file}: {moves}");
        }
    }
}
