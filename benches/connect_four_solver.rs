//! Solves Connect Four positions with `alphabeta`'s declared connect-four
//! and with a hand-written specialist in the same run, and checks every
//! answer.
//!
//! `cargo bench --bench connect_four_solver -- [MODE] [SET...] [--limit N] [--only ours|specialist] [--warm] [--hash MIB]`
//!
//! Sets: Pascal Pons' benchmark sets `end-easy`, `middle-easy` and
//! `begin-easy` (read from `../shared/reference/connect4/` or
//! `$ALPHABETA_REFERENCE/connect4/`), and `fresh`: 200 random games cut 8 to
//! 20 plies in, drawn from a fixed seed and scored by the specialist; and
//! `held-out`, 200 more drawn the same way from another seed, which no
//! setting was tuned on (the transposition cutoffs' thresholds were set on
//! `fresh`).
//! `--limit N` takes the first N of each set. Without a set, the first
//! four. `--hash MIB` gives our table that many MiB instead of 16 on the
//! sets, against the specialist (its table stays at 2^20 entries, 5.2 MB)
//! and in `threads`, to measure what the table's footprint costs a node;
//! `huge-pages` and `whole-game` keep their own sizes.
//!
//! Modes:
//!
//! - (none) alphabeta against the specialist (`support/specialist.rs`,
//!   which follows Pons' final algorithm), position by position, each solve
//!   with a cleared table and cold caches. `--only ours` or `--only
//!   specialist` solves with one of them, for a profiler.
//! - `whole-game`: the empty board, alphabeta (1 GiB table) then the
//!   specialist (Pons' 2^24 entries): half an hour or more.
//! - `threads`: alphabeta with one thread against alphabeta with two, in
//!   turn on each position (Lazy SMP).
//! - `huge-pages`: alphabeta with a 64 MiB table backed by huge pages
//!   against the same without, in turn on each position; add `whole-game`
//!   after it to solve the empty board both ways (an hour).
//!
//! Every solve of a set starts with cold caches. `--warm` skips the
//! eviction, so each solve finds the caches as the previous one left them:
//! the times then compare the work without the memory latency of a cold
//! start. The whole game ignores it.
//!
//! A node is one call of the search function, as in Pons' solver.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{Notation, SearchOptions, Searcher, Solution};
use std::time::Instant;

#[path = "support/cpu.rs"]
mod cpu;
#[path = "support/fresh.rs"]
mod fresh;
#[path = "../tests/reference/mod.rs"]
mod reference;
#[path = "support/specialist.rs"]
mod specialist;

/// Pons' published mean nodes per position for his final solver.
const PONS_NODES: [(&str, f64); 3] = [
    ("end-easy", 51.3),
    ("middle-easy", 449.6),
    ("begin-easy", 3_298.0),
];

/// The fresh set: its seed, size, and how far into a game its positions lie.
const FRESH_SEED: u64 = 0x2026_1123;
/// The held-out set's seed: the same draw, another seed.
const HELD_OUT_SEED: u64 = 0x2026_1124;
const FRESH_COUNT: usize = 200;
const FRESH_PLIES: (u64, u64) = (8, 20);

/// The table size for the sets: enough for every position of them, and
/// cheap to clear before each one.
const HASH_MIB: usize = 16;

/// The specialist's table for the sets: 2^20 entries of five bytes, the
/// nearest to ours. It is cleared before each position, outside the timing.
const SPECIALIST_LOG_SIZE: u32 = 20;

/// The tables for the whole game: ours 1 GiB, the specialist's the 2^24
/// entries of Pons' solver (80 MB; it keeps one entry per slot, ours four).
const WHOLE_GAME_HASH_MIB: usize = 1024;
const WHOLE_GAME_SPECIALIST_LOG_SIZE: u32 = 24;

/// The table of the huge-page comparison on the sets.
const HUGE_PAGES_HASH_MIB: usize = 64;

/// Reads a buffer larger than the last-level cache, so that each timed
/// solve starts with cold caches: otherwise whichever solver cleared its
/// table by writing it would start with the table in cache. Empty with
/// `--warm`, which leaves the caches as the previous solve left them, so
/// that the times compare the two solvers' work without the memory's
/// latency at the start of each solve.
struct Evictor(Vec<u64>);

impl Evictor {
    fn new(warm: bool) -> Self {
        Evictor(if warm {
            Vec::new()
        } else {
            vec![1; 64 << 20 >> 3]
        })
    }

    fn evict(&self) {
        let sum: u64 = self.0.iter().step_by(8).sum();
        std::hint::black_box(sum);
    }
}

/// A position of a set: its moves and its exact score.
struct Case {
    moves: String,
    score: i32,
}

/// The positions of `set`, or `None` when its reference file is missing
/// (outside CI).
fn cases(set: &str, limit: usize) -> Option<Vec<Case>> {
    if set == "fresh" || set == "held-out" {
        let mut specialist = specialist::Solver::new(SPECIALIST_LOG_SIZE);
        let seed = if set == "fresh" {
            FRESH_SEED
        } else {
            HELD_OUT_SEED
        };
        let games = fresh::random_games(seed, FRESH_COUNT.min(limit), FRESH_PLIES.0, FRESH_PLIES.1);
        return Some(
            games
                .into_iter()
                .map(|moves| {
                    let position = specialist::Position::from_moves(&moves).expect("a legal game");
                    specialist.reset();
                    let score = specialist.solve(&position);
                    Case { moves, score }
                })
                .collect(),
        );
    }
    let text = reference::read(&format!("connect4/{set}.txt"))?;
    let parsed = text
        .lines()
        .take(limit)
        .enumerate()
        .map(|(number, line)| {
            let (moves, score) = line
                .split_once(' ')
                .unwrap_or_else(|| panic!("{set}:{}: no score", number + 1));
            let score = score
                .trim()
                .parse()
                .unwrap_or_else(|e| panic!("{set}:{}: {e}", number + 1));
            Case {
                moves: moves.to_string(),
                score,
            }
        })
        .collect();
    Some(parsed)
}

/// Time and nodes summed over a set, and the calling thread's CPU time.
#[derive(Default, Clone, Copy)]
struct Tally {
    micros: f64,
    nodes: u64,
    cpu_ticks: u64,
}

impl Tally {
    fn add(&mut self, micros: f64, nodes: u64) {
        self.micros += micros;
        self.nodes += nodes;
    }
}

/// Solves `case` with `searcher` from a cleared table and cold caches,
/// checks the score and returns the time in µs and the nodes.
fn solve_ours(searcher: &mut Searcher<ConnectFour>, case: &Case, evictor: &Evictor) -> (f64, u64) {
    let (position, _) = ConnectFour::parse_moves(&case.moves).expect("a legal game");
    searcher.clear();
    evictor.evict();
    let started = Instant::now();
    let value = searcher.solve_value(&position, false);
    let micros = started.elapsed().as_secs_f64() * 1e6;
    let got = reference::connect_four_score(case.moves.len() as u32, value);
    assert_eq!(got, case.score, "{}: alphabeta says {value}", case.moves);
    (micros, searcher.stats().nodes)
}

/// The same with the specialist.
fn solve_theirs(specialist: &mut specialist::Solver, case: &Case, evictor: &Evictor) -> (f64, u64) {
    let position = specialist::Position::from_moves(&case.moves).expect("a legal game");
    specialist.reset();
    evictor.evict();
    let started = Instant::now();
    let score = specialist.solve(&position);
    let micros = started.elapsed().as_secs_f64() * 1e6;
    assert_eq!(score, case.score, "{}: the specialist", case.moves);
    (micros, specialist.nodes)
}

fn searcher(options: SearchOptions) -> Searcher<ConnectFour> {
    Searcher::new(options)
}

fn default_options(hash_mib: usize) -> SearchOptions {
    SearchOptions {
        hash_mib,
        ..SearchOptions::default()
    }
}

/// Which solvers to run.
#[derive(Clone, Copy, PartialEq)]
enum Only {
    Both,
    Ours,
    Specialist,
}

/// alphabeta against the specialist on each set.
fn against_specialist(sets: &[String], limit: usize, only: Only, warm: bool, hash_mib: usize) {
    let mut ours = searcher(default_options(hash_mib));
    let mut specialist = specialist::Solver::new(SPECIALIST_LOG_SIZE);
    let evictor = Evictor::new(warm);
    println!(
        "| set | positions | mean nodes | mean time | Pons' nodes | nodes / Pons' \
         | specialist's nodes | specialist's time | time / specialist's |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for set in sets {
        let Some(cases) = cases(set, limit) else {
            continue;
        };
        let (mut mine, mut theirs) = (Tally::default(), Tally::default());
        for case in &cases {
            if only != Only::Specialist {
                let (micros, nodes) = solve_ours(&mut ours, case, &evictor);
                mine.add(micros, nodes);
            }
            if only != Only::Ours {
                let (micros, nodes) = solve_theirs(&mut specialist, case, &evictor);
                theirs.add(micros, nodes);
            }
        }
        let n = cases.len() as f64;
        let pons = PONS_NODES
            .iter()
            .find(|(s, _)| s == set)
            .map_or(f64::NAN, |&(_, nodes)| nodes);
        println!(
            "| {set} | {} | {:.1} | {:.1} µs | {pons} | {:.2} | {:.1} | {:.1} µs | {:.2} |",
            cases.len(),
            mine.nodes as f64 / n,
            mine.micros / n,
            mine.nodes as f64 / n / pons,
            theirs.nodes as f64 / n,
            theirs.micros / n,
            mine.micros / theirs.micros
        );
    }
}

/// Two configurations of alphabeta, in turn on each position (which goes
/// first alternates), with the time ratio of the first to the second, and
/// the same ratio of the main thread's CPU time, which a shared machine
/// disturbs less (with helper threads it leaves out theirs).
fn side_by_side(
    sets: &[String],
    limit: usize,
    names: [&str; 2],
    mut searchers: [Searcher<ConnectFour>; 2],
    warm: bool,
) {
    let evictor = Evictor::new(warm);
    println!(
        "| set | positions | {0} nodes | {0} time | {1} nodes | {1} time | speed-up \
         | main thread's CPU time, ratio |",
        names[0], names[1]
    );
    println!("|---|---|---|---|---|---|---|---|");
    for set in sets {
        let Some(cases) = cases(set, limit) else {
            continue;
        };
        let mut tallies = [Tally::default(); 2];
        for (i, case) in cases.iter().enumerate() {
            for k in [i % 2, 1 - i % 2] {
                let cpu = cpu::thread_cpu_ticks();
                let (micros, nodes) = solve_ours(&mut searchers[k], case, &evictor);
                tallies[k].add(micros, nodes);
                tallies[k].cpu_ticks += cpu::thread_cpu_ticks() - cpu;
            }
        }
        let n = cases.len() as f64;
        println!(
            "| {set} | {} | {:.1} | {:.1} µs | {:.1} | {:.1} µs | {:.2} | {:.2} |",
            cases.len(),
            tallies[0].nodes as f64 / n,
            tallies[0].micros / n,
            tallies[1].nodes as f64 / n,
            tallies[1].micros / n,
            tallies[0].micros / tallies[1].micros,
            tallies[0].cpu_ticks as f64 / tallies[1].cpu_ticks as f64
        );
    }
}

/// Solves the empty board with `searcher` and checks that the first player
/// wins with the last stone, a score of 1; returns the seconds it took.
fn whole_game_ours(name: &str, mut searcher: Searcher<ConnectFour>) -> f64 {
    let start = ConnectFour::parse_moves("").expect("the empty board").0;
    let started = Instant::now();
    let value = searcher.solve_value(&start, false);
    let seconds = started.elapsed().as_secs_f64();
    assert_eq!(value, Solution::Win(41), "{name}");
    println!(
        "{name}: {value}, score 1, {} nodes, {seconds:.1} s",
        searcher.stats().nodes
    );
    seconds
}

/// The empty board with alphabeta and with the specialist.
fn whole_game() {
    let ours = whole_game_ours("alphabeta", searcher(default_options(WHOLE_GAME_HASH_MIB)));
    let mut specialist = specialist::Solver::new(WHOLE_GAME_SPECIALIST_LOG_SIZE);
    let empty = specialist::Position::from_moves("").expect("the empty board");
    let started = Instant::now();
    let score = specialist.solve(&empty);
    let theirs = started.elapsed().as_secs_f64();
    assert_eq!(score, 1, "the specialist");
    println!(
        "specialist: score {score}, {} nodes, {theirs:.1} s",
        specialist.nodes
    );
    println!("time / specialist {:.2}", ours / theirs);
}

/// The empty board with and without huge pages.
fn whole_game_huge_pages() {
    let huge = whole_game_ours("huge pages", searcher(default_options(WHOLE_GAME_HASH_MIB)));
    let small = whole_game_ours(
        "small pages",
        searcher(SearchOptions {
            huge_pages: false,
            ..default_options(WHOLE_GAME_HASH_MIB)
        }),
    );
    println!("speed-up of huge pages {:.2}", small / huge);
}

fn main() {
    let mut sets = Vec::new();
    let mut limit = usize::MAX;
    let mut mode = None;
    let mut whole = false;
    let mut only = Only::Both;
    let mut warm = false;
    let mut hash_mib = HASH_MIB;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit" => limit = args.next().and_then(|n| n.parse().ok()).expect("--limit N"),
            "--hash" => {
                hash_mib = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--hash MIB")
            }
            "--only" => {
                only = match args.next().as_deref() {
                    Some("ours") => Only::Ours,
                    Some("specialist") => Only::Specialist,
                    _ => panic!("--only ours|specialist"),
                }
            }
            "whole-game" => whole = true,
            "--warm" => warm = true,
            "threads" | "huge-pages" => mode = Some(arg),
            set if !set.starts_with('-') => sets.push(set.to_string()),
            _ => {}
        }
    }
    if sets.is_empty() {
        sets = PONS_NODES.iter().map(|(s, _)| s.to_string()).collect();
        sets.push("fresh".to_string());
    }
    match (mode.as_deref(), whole) {
        (None, true) => whole_game(),
        (None, false) => against_specialist(&sets, limit, only, warm, hash_mib),
        (Some("threads"), _) => side_by_side(
            &sets,
            limit,
            ["1 thread", "2 threads"],
            [1, 2].map(|threads| {
                searcher(SearchOptions {
                    threads,
                    ..default_options(hash_mib)
                })
            }),
            warm,
        ),
        (Some(_), true) => whole_game_huge_pages(),
        (Some(_), false) => side_by_side(
            &sets,
            limit,
            ["small pages", "huge pages"],
            [false, true].map(|huge_pages| {
                searcher(SearchOptions {
                    huge_pages,
                    ..default_options(HUGE_PAGES_HASH_MIB)
                })
            }),
            warm,
        ),
    }
}
