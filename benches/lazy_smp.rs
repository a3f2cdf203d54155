//! Lazy SMP on search depth: the time to reach a fixed depth with one
//! thread and with two, in turn, in the same run.
//!
//! `cargo bench --bench lazy_smp -- [--rounds N] [--threads T]`: connect-four
//! to depth 16 from the start, othello and checkers to depth 9 (and deeper:
//! 12 and 13) from the start, each searched `N` times (default 3) with 1 and
//! with `T` (default 2) threads, alternating which goes first, with a fresh
//! 64 MiB table each time. Prints the median times and their ratio, the
//! speed-up, and the ratio of the main thread's CPU time summed over the
//! rounds, which other processes on the machine disturb less.
//!
//! The solver's speed-up is measured by `connect_four_solver -- threads`.

use alphabeta::games::checkers::Checkers;
use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::othello::Othello;
use alphabeta::runtime::{Game, Limits, SearchOptions, Searcher};
use std::time::Instant;

#[path = "support/cpu.rs"]
mod cpu;

/// The table of every search.
const HASH_MIB: usize = 64;

/// Seconds, the main thread's CPU ticks and its nodes to search `G`'s start
/// to `depth` with `threads` threads, on a new searcher (built outside the
/// timing).
fn time_to_depth<G: Game>(depth: u32, threads: usize) -> (f64, u64, u64) {
    let mut searcher = Searcher::<G>::new(SearchOptions {
        threads,
        hash_mib: HASH_MIB,
        ..SearchOptions::default()
    });
    let cpu = cpu::thread_cpu_ticks();
    let started = Instant::now();
    let result = searcher.search(&G::start(), &Limits::depth(depth));
    let seconds = started.elapsed().as_secs_f64();
    let ticks = cpu::thread_cpu_ticks() - cpu;
    assert_eq!(result.depth, depth, "the search reached its depth");
    (seconds, ticks, result.stats.nodes)
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// One row: `name` to `depth`, 1 thread against `threads`.
fn compare<G: Game>(name: &str, depth: u32, threads: usize, rounds: usize) {
    let mut times = [Vec::new(), Vec::new()];
    let mut ticks = [0, 0];
    let mut nodes = [0, 0];
    for round in 0..rounds {
        for k in [round % 2, 1 - round % 2] {
            let (seconds, cpu, n) = time_to_depth::<G>(depth, [1, threads][k]);
            times[k].push(seconds);
            ticks[k] += cpu;
            nodes[k] = n;
        }
    }
    let (one, many) = (median(times[0].clone()), median(times[1].clone()));
    println!(
        "| {name} | {depth} | {:.3} s | {} | {:.3} s | {} | {:.2} | {:.2} |",
        one,
        nodes[0],
        many,
        nodes[1],
        one / many,
        ticks[0] as f64 / ticks[1].max(1) as f64
    );
}

fn main() {
    let mut rounds = 3;
    let mut threads = 2;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => {
                rounds = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--rounds N")
            }
            "--threads" => {
                threads = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--threads T")
            }
            _ => {}
        }
    }
    println!(
        "| game | depth | 1 thread | nodes | {threads} threads | main thread's nodes | speed-up \
         | main thread's CPU time, ratio |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    compare::<ConnectFour>("connect-four", 16, threads, rounds);
    compare::<Othello>("othello", 9, threads, rounds);
    compare::<Checkers>("checkers", 9, threads, rounds);
    // Depth 9 takes milliseconds there: deeper searches show what the
    // helpers do once they are woken.
    compare::<Othello>("othello", 12, threads, rounds);
    compare::<Checkers>("checkers", 13, threads, rounds);
}
