//! The searcher's node-count signature, then its speed.
//!
//! Node counts do not depend on the machine, so before anything is timed the
//! bench searches a fixed set of positions to fixed depths with the default
//! options, prints the counts as one "node-count signature" line, and asserts
//! them equal to the constants below. Any change to the search (ordering,
//! pruning, the table) shows up here; when the change is meant, paste the new
//! line's numbers into [`SIGNATURE`]. Then criterion times the same searches.

#[path = "../../alphabeta-runtime/tests/common/mod.rs"]
mod common;

use alphabeta_runtime::{Game, Limits, SearchOptions, Searcher};
use common::connect4::Standard;
use common::othello::Othello4;
use criterion::{criterion_group, Criterion};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Three connect-four middle games, as column sequences.
const MIDDLE_GAMES: [&str; 3] = ["4453", "4444", "3455432"];

/// The expected node counts, in the order of [`searches`].
const SIGNATURE: [(&str, u64); 5] = [
    ("c4-start-d12", 267_615),
    ("c4-4453-d11", 96_354),
    ("c4-4444-d11", 214_805),
    ("c4-3455432-d11", 74_193),
    ("othello4-start-d10", 1_755),
];

/// One signature search: a name, and a function that runs it on a cleared
/// searcher and returns the nodes it visited.
struct SignatureSearch {
    name: String,
    run: Box<dyn Fn(&mut Searchers) -> u64>,
}

/// One searcher per game, built outside the timed part.
struct Searchers {
    connect_four: Searcher<Standard>,
    othello: Searcher<Othello4>,
}

impl Searchers {
    fn new() -> Self {
        Searchers {
            connect_four: Searcher::new(SearchOptions::default()),
            othello: Searcher::new(SearchOptions::default()),
        }
    }

    /// Every search starts from an empty table, so counts do not depend on
    /// what ran before.
    fn clear(&mut self) {
        self.connect_four.clear();
        self.othello.clear();
    }
}

/// Nodes of a depth-limited search.
fn nodes<G: Game>(searcher: &mut Searcher<G>, position: &G, depth: u32) -> u64 {
    searcher.search(position, &Limits::depth(depth)).stats.nodes
}

fn searches() -> Vec<SignatureSearch> {
    let mut all = vec![SignatureSearch {
        name: "c4-start-d12".to_string(),
        run: Box::new(|s: &mut Searchers| nodes(&mut s.connect_four, &Standard::start(), 12)),
    }];
    for moves in MIDDLE_GAMES {
        let position = Standard::from_moves(moves);
        all.push(SignatureSearch {
            name: format!("c4-{moves}-d11"),
            run: Box::new(move |s: &mut Searchers| nodes(&mut s.connect_four, &position, 11)),
        });
    }
    all.push(SignatureSearch {
        name: "othello4-start-d10".to_string(),
        run: Box::new(|s: &mut Searchers| nodes(&mut s.othello, &Othello4::start(), 10)),
    });
    all
}

/// Runs every signature search, prints the signature line and checks it.
fn check_signature() {
    let mut searchers = Searchers::new();
    let measured: Vec<(String, u64)> = searches()
        .iter()
        .map(|search| {
            searchers.clear();
            (search.name.clone(), (search.run)(&mut searchers))
        })
        .collect();
    let total: u64 = measured.iter().map(|(_, n)| n).sum();
    let line: Vec<String> = measured
        .iter()
        .map(|(name, n)| format!("{name}={n}"))
        .collect();
    println!("node-count signature: {} total={total}", line.join(" "));

    let expected: Vec<(String, u64)> = SIGNATURE
        .iter()
        .map(|&(name, n)| (name.to_string(), n))
        .collect();
    assert_eq!(
        measured, expected,
        "the node-count signature changed; if the change to the search is meant, update SIGNATURE"
    );
}

fn bench_searches(c: &mut Criterion) {
    let mut searchers = Searchers::new();
    for search in searches() {
        c.bench_function(&search.name, |b| {
            // Clearing the table is not part of the search: time only the search.
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    searchers.clear();
                    let started = Instant::now();
                    black_box((search.run)(&mut searchers));
                    total += started.elapsed();
                }
                total
            });
        });
    }
}

criterion_group!(benches, bench_searches);

fn main() {
    check_signature();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
