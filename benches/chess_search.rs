//! Chess search speed: alphabeta's searcher against the `minimax` crate's
//! iterative search (0.6), on the same declared chess and the same
//! evaluation (material and mobility), to the same fixed depth, in the same
//! run. `minimax` sees the game through `chess_support::Peer`: our move
//! generator, our `play`, our keys.
//!
//! The setting is as fair as the crate allows. Both use a 16 MiB table and
//! null-window search after the first move; neither uses quiescence search,
//! because `minimax`'s has no stand-pat (a side must go on capturing), which
//! is another algorithm than ours, not a slower one; our extensions are off
//! too. A node is one call of the search function in both (the leaves
//! included). Our default setting (quiescence and extensions on) is shown
//! beside for reference; its nodes include the quiescence nodes.
//!
//! `cargo bench --bench chess_search`, optionally `-- --depth N` (6 by
//! default) and `--runs N` (3 by default). The engines take turns; each
//! figure is the median over the runs, and each ratio the median of the
//! per-run ratios.

#[path = "../tests/chess_support/mod.rs"]
mod chess_support;

use alphabeta::games::chess::Chess;
use alphabeta::runtime::{Limits, Notation, SearchOptions, Searcher};
use chess_support::{SameEval, KIWIPETE, START};
use minimax::{IterativeOptions, IterativeSearch, Strategy};
use std::time::{Duration, Instant};

const TABLE_MIB: usize = 16;

/// Nodes and time of one search.
#[derive(Clone, Copy, Default)]
struct Measure {
    time: Duration,
    nodes: u64,
}

impl Measure {
    fn nodes_per_second(self) -> f64 {
        self.nodes as f64 / self.time.as_secs_f64()
    }
}

fn ours(position: &Chess, depth: u32, options: SearchOptions) -> Measure {
    let mut searcher = Searcher::<Chess>::new(options);
    let started = Instant::now();
    let result = searcher.search(position, &Limits::depth(depth));
    Measure {
        time: started.elapsed(),
        nodes: result.stats.nodes,
    }
}

/// Like ours, without quiescence and extensions.
fn comparable() -> SearchOptions {
    SearchOptions {
        hash_mib: TABLE_MIB,
        quiescence: false,
        extensions: false,
        ..SearchOptions::default()
    }
}

fn theirs(position: &Chess, depth: u32) -> Measure {
    let mut search = IterativeSearch::new(
        SameEval::<Chess>::default(),
        IterativeOptions::new()
            .with_table_byte_size(TABLE_MIB << 20)
            .with_null_window_search(true),
    );
    search.set_max_depth(u8::try_from(depth).expect("a small depth"));
    let started = Instant::now();
    search.choose_move(position).expect("a move");
    let time = started.elapsed();
    Measure {
        time,
        nodes: explored_nodes(&search.stats(&mut position.clone())),
    }
}

/// The node count in `minimax`'s statistics line ("Explored N nodes ...").
fn explored_nodes(stats: &str) -> u64 {
    stats
        .split("Explored ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("minimax's statistics name the nodes explored")
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The engines compared: ours set like `minimax`, `minimax`, and ours as
/// it ships.
const ENGINES: [&str; 3] = ["alphabeta", "minimax", "alphabeta (default)"];

/// One search of `position` to `depth` by engine `index` of [`ENGINES`].
fn measure(index: usize, position: &Chess, depth: u32) -> Measure {
    match index {
        0 => ours(position, depth, comparable()),
        1 => theirs(position, depth),
        _ => ours(
            position,
            depth,
            SearchOptions {
                hash_mib: TABLE_MIB,
                ..SearchOptions::default()
            },
        ),
    }
}

fn main() {
    let mut depth = 6;
    let mut runs = 3;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--depth" => depth = args.next().and_then(|n| n.parse().ok()).expect("--depth N"),
            "--runs" => runs = args.next().and_then(|n| n.parse().ok()).expect("--runs N"),
            _ => {}
        }
    }
    println!("| position | depth | engine | nodes | time | nodes/s |");
    println!("|---|---|---|---|---|---|");
    let mut ratios = Vec::new();
    for (name, fen) in [("start", START), ("Kiwipete", KIWIPETE)] {
        let position = Chess::parse_position(fen).expect("our FEN");
        // The engines take turns, the order rotating, so that a noisy
        // spell of the shared machine falls on each of them.
        let rounds: Vec<[Measure; 3]> = (0..runs)
            .map(|round| {
                let mut row = [Measure::default(); 3];
                for turn in 0..ENGINES.len() {
                    let index = (round + turn) % ENGINES.len();
                    row[index] = measure(index, &position, depth);
                }
                row
            })
            .collect();
        for (index, engine) in ENGINES.iter().enumerate() {
            let of = |f: fn(Measure) -> f64| median(rounds.iter().map(|r| f(r[index])).collect());
            println!(
                "| {name} | {depth} | {engine} | {:.0} | {:.3} s | {:.2} M |",
                of(|m| m.nodes as f64),
                of(|m| m.time.as_secs_f64()),
                of(Measure::nodes_per_second) / 1e6
            );
        }
        let ratio = |f: fn(&[Measure; 3]) -> f64| median(rounds.iter().map(f).collect());
        ratios.push(format!(
            "{name}: nodes/s ratio (alphabeta / minimax) {:.2}, nodes ratio (minimax / alphabeta) {:.2}, time ratio (minimax / alphabeta) {:.2}",
            ratio(|r| r[0].nodes_per_second() / r[1].nodes_per_second()),
            ratio(|r| r[1].nodes as f64 / r[0].nodes as f64),
            ratio(|r| r[1].time.as_secs_f64() / r[0].time.as_secs_f64()),
        ));
    }
    println!("\n{}", ratios.join("\n"));
}
