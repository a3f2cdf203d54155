//! Solves Pascal Pons' Connect Four benchmark sets with `alphabeta`'s
//! declared connect-four and checks every answer.
//!
//! Run with `cargo bench --bench connect_four_solver`, optionally followed by
//! `-- SET...` (`end-easy`, `middle-easy`, `begin-easy`) and `--limit N` for
//! the first N positions of each set. The sets are read from
//! `../shared/reference/connect4/` (or `$ALPHABETA_REFERENCE/connect4/`).
//!
//! A node is one call of the search function, as in Pons' solver. The table
//! is cleared before every position, so each count stands on its own.
//!
//! Every solve starts with cold caches. Each position is also solved by a hand-written specialist that follows
//! Pons' final algorithm (`support/specialist.rs`), so that time is a ratio
//! measured in the same run. `-- whole-game` instead solves the empty board
//! with both (half an hour or more on a small machine).

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{Notation, SearchOptions, Searcher};
use std::time::Instant;

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

/// The table size: enough for every position of these sets, and cheap to
/// clear before each one.
const HASH_MIB: usize = 16;

/// The specialist's table for the sets: 2^20 entries of five bytes, the
/// nearest to ours. It is cleared before each position, outside the timing.
const SPECIALIST_LOG_SIZE: u32 = 20;

/// The tables for the whole game: ours 1 GiB, the specialist's the 2^24
/// entries of Pons' solver (80 MB; it keeps one entry per slot, ours four).
const WHOLE_GAME_HASH_MIB: usize = 1024;
const WHOLE_GAME_SPECIALIST_LOG_SIZE: u32 = 24;

/// Reads a buffer larger than the last-level cache, so that each timed
/// solve starts with cold caches: otherwise whichever solver cleared its
/// table by writing it would start with the table in cache.
struct Evictor(Vec<u64>);

impl Evictor {
    fn new() -> Self {
        Evictor(vec![1; 64 << 20 >> 3])
    }

    fn evict(&self) {
        let sum: u64 = self.0.iter().step_by(8).sum();
        std::hint::black_box(sum);
    }
}

struct Row {
    set: String,
    positions: usize,
    mean_nodes: f64,
    mean_micros: f64,
    pons: f64,
    specialist_nodes: f64,
    specialist_micros: f64,
}

/// Solves the first `limit` positions of `set`; `None` when the reference
/// data is missing (outside CI).
fn run_set(
    searcher: &mut Searcher<ConnectFour>,
    specialist: &mut specialist::Solver,
    set: &str,
    limit: usize,
) -> Option<Result<Row, String>> {
    let text = reference::read(&format!("connect4/{set}.txt"))?;
    Some(solve_lines(searcher, specialist, set, &text, limit))
}

fn solve_lines(
    searcher: &mut Searcher<ConnectFour>,
    specialist: &mut specialist::Solver,
    set: &str,
    text: &str,
    limit: usize,
) -> Result<Row, String> {
    let (mut nodes, mut micros, mut positions) = (0u64, 0f64, 0usize);
    let (mut specialist_nodes, mut specialist_micros) = (0u64, 0f64);
    let evictor = Evictor::new();
    for (number, line) in text.lines().take(limit).enumerate() {
        let (moves, expected) = line
            .split_once(' ')
            .ok_or(format!("{set}:{}: no score", number + 1))?;
        let expected: i32 = expected
            .trim()
            .parse()
            .map_err(|e| format!("{set}:{}: {e}", number + 1))?;
        let (position, _) =
            ConnectFour::parse_moves(moves).map_err(|e| format!("{set}:{}: {e}", number + 1))?;
        searcher.clear();
        evictor.evict();
        let started = Instant::now();
        let value = searcher.solve_value(&position, false);
        micros += started.elapsed().as_secs_f64() * 1e6;
        nodes += searcher.stats().nodes;
        positions += 1;
        let got = reference::connect_four_score(moves.len() as u32, value);
        if got != expected {
            return Err(format!(
                "{set}:{}: {moves}: expected {expected}, got {got} ({value})",
                number + 1
            ));
        }

        let theirs = specialist::Position::from_moves(moves).ok_or(format!(
            "{set}:{}: the specialist cannot read {moves}",
            number + 1
        ))?;
        specialist.reset();
        evictor.evict();
        let started = Instant::now();
        let score = specialist.solve(&theirs);
        specialist_micros += started.elapsed().as_secs_f64() * 1e6;
        specialist_nodes += specialist.nodes;
        if score != expected {
            return Err(format!(
                "{set}:{}: {moves}: the specialist got {score}, not {expected}",
                number + 1
            ));
        }
    }
    let pons = PONS_NODES
        .iter()
        .find(|(s, _)| *s == set)
        .map_or(f64::NAN, |&(_, n)| n);
    Ok(Row {
        set: set.to_string(),
        positions,
        mean_nodes: nodes as f64 / positions as f64,
        mean_micros: micros / positions as f64,
        pons,
        specialist_nodes: specialist_nodes as f64 / positions as f64,
        specialist_micros: specialist_micros / positions as f64,
    })
}

/// Solves the empty board with both solvers, and checks that each finds the
/// first player's win with the last stone, a score of 1.
fn whole_game() {
    let mut searcher = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: WHOLE_GAME_HASH_MIB,
        ..SearchOptions::default()
    });
    let start = ConnectFour::parse_moves("").expect("the empty board").0;
    let started = Instant::now();
    let value = searcher.solve_value(&start, false);
    let ours = started.elapsed().as_secs_f64();
    let nodes = searcher.stats().nodes;
    assert_eq!(
        reference::connect_four_score(0, value),
        1,
        "alphabeta: {value}"
    );
    println!("alphabeta: {value}, score 1, {nodes} nodes, {ours:.1} s");

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
    println!(
        "nodes / specialist {:.2}, time / specialist {:.2}",
        nodes as f64 / specialist.nodes as f64,
        ours / theirs
    );
}

fn main() {
    let mut sets = Vec::new();
    let mut limit = usize::MAX;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit" => limit = args.next().and_then(|n| n.parse().ok()).expect("--limit N"),
            "--bench" => {}
            "whole-game" => return whole_game(),
            set if !set.starts_with('-') => sets.push(set.to_string()),
            _ => {}
        }
    }
    if sets.is_empty() {
        sets = PONS_NODES.iter().map(|(s, _)| s.to_string()).collect();
    }
    let mut searcher = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: HASH_MIB,
        ..SearchOptions::default()
    });
    let mut specialist = specialist::Solver::new(SPECIALIST_LOG_SIZE);
    println!(
        "| set | positions | mean nodes | mean time | Pons' nodes | nodes / Pons' \
         | specialist's nodes | specialist's time | time / specialist's |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for set in &sets {
        match run_set(&mut searcher, &mut specialist, set, limit) {
            None => {}
            Some(Ok(r)) => println!(
                "| {} | {} | {:.1} | {:.1} µs | {} | {:.2} | {:.1} | {:.1} µs | {:.2} |",
                r.set,
                r.positions,
                r.mean_nodes,
                r.mean_micros,
                r.pons,
                r.mean_nodes / r.pons,
                r.specialist_nodes,
                r.specialist_micros,
                r.mean_micros / r.specialist_micros
            ),
            Some(Err(e)) => panic!("wrong answer or bad input: {e}"),
        }
    }
}
