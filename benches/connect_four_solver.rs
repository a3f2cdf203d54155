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

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{Notation, SearchOptions, Searcher, Solution};
use std::time::Instant;

#[path = "../tests/reference/mod.rs"]
mod reference;

/// Pons' published mean nodes per position for his final solver.
const PONS_NODES: [(&str, f64); 3] = [
    ("end-easy", 51.3),
    ("middle-easy", 449.6),
    ("begin-easy", 3_298.0),
];

/// The table size: enough for every position of these sets, and cheap to
/// clear before each one.
const HASH_MIB: usize = 16;

/// The files' score: 22 minus the winner's stones when the game ends, from
/// the side to move; 0 for a draw.
fn pons_score(plies: u32, value: Solution) -> i32 {
    let winner_stones = |n: u32| 22 - (plies + n).div_ceil(2) as i32;
    match value {
        Solution::Draw => 0,
        Solution::Win(n) => winner_stones(n),
        Solution::Loss(n) => -winner_stones(n),
    }
}

struct Row {
    set: String,
    positions: usize,
    mean_nodes: f64,
    mean_micros: f64,
    pons: f64,
}

/// Solves the first `limit` positions of `set`; `None` when the reference
/// data is missing (outside CI).
fn run_set(
    searcher: &mut Searcher<ConnectFour>,
    set: &str,
    limit: usize,
) -> Option<Result<Row, String>> {
    let text = reference::read(&format!("connect4/{set}.txt"))?;
    Some(solve_lines(searcher, set, &text, limit))
}

fn solve_lines(
    searcher: &mut Searcher<ConnectFour>,
    set: &str,
    text: &str,
    limit: usize,
) -> Result<Row, String> {
    let (mut nodes, mut micros, mut positions) = (0u64, 0f64, 0usize);
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
        let started = Instant::now();
        let value = searcher.solve_value(&position, false);
        micros += started.elapsed().as_secs_f64() * 1e6;
        nodes += searcher.stats().nodes;
        positions += 1;
        let got = pons_score(moves.len() as u32, value);
        if got != expected {
            return Err(format!(
                "{set}:{}: {moves}: expected {expected}, got {got} ({value})",
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
    })
}

fn main() {
    let mut sets = Vec::new();
    let mut limit = usize::MAX;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit" => limit = args.next().and_then(|n| n.parse().ok()).expect("--limit N"),
            "--bench" => {}
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
    println!("| set | positions | mean nodes | mean time | Pons' nodes | nodes / Pons' |");
    println!("|---|---|---|---|---|---|");
    for set in &sets {
        match run_set(&mut searcher, set, limit) {
            None => {}
            Some(Ok(r)) => println!(
                "| {} | {} | {:.1} | {:.1} µs | {} | {:.2} |",
                r.set,
                r.positions,
                r.mean_nodes,
                r.mean_micros,
                r.pons,
                r.mean_nodes / r.pons
            ),
            Some(Err(e)) => panic!("wrong answer or bad input: {e}"),
        }
    }
}
