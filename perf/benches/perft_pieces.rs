//! Perft of the games whose pieces move, capture or flip, bulk-counted at
//! the last ply, each printed as leaves per second and as a ratio to the
//! declared connect-four measured in the same run; othello also against the
//! hand-written bitboard Othello of the `magpie` crate.
//!
//! Guides on a 2-core machine: othello at least 100 M leaves/s, checkers at
//! least 50 M. `cargo bench --manifest-path perf/Cargo.toml --bench perft_pieces` prints the table first,
//! then criterion's measurements.

use alphabeta::catalog::CatalogGame;
use alphabeta::games::amazons::Amazons;
use alphabeta::games::breakthrough::Breakthrough;
use alphabeta::games::checkers::Checkers;
use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::othello::Othello;
use alphabeta::runtime::{perft_with, Game as _};
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use magpie::othello::{Board, Stone};
use std::time::{Duration, Instant};

/// Leaves per second of `run`, which must count `leaves`, best of a few runs.
fn leaves_per_second(leaves: u64, run: impl Fn() -> u64) -> f64 {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            assert_eq!(black_box(run()), leaves);
            leaves as f64 / start.elapsed().as_secs_f64()
        })
        .fold(0.0, f64::max)
}

/// Perft of a catalog game by its own convention.
fn perft_of<G: CatalogGame>(depth: u32) -> u64 {
    perft_with(&G::start(), depth, G::PERFT)
}

/// Othello perft with magpie's board, by the same convention (a pass is a
/// ply, a finished game a leaf) and the same bulk counting.
fn magpie_perft(board: &Board, stone: Stone, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.moves_for(stone);
    if moves.is_empty() {
        return if board.moves_for(stone.flip()).is_empty() {
            1
        } else {
            magpie_perft(board, stone.flip(), depth - 1)
        };
    }
    if depth == 1 {
        return u64::from(moves.count_set());
    }
    moves
        .hot_bits()
        .map(|pos| {
            let mut child = board.clone();
            child.play(stone, pos);
            magpie_perft(&child, stone.flip(), depth - 1)
        })
        .sum()
}

/// (name, depth, published count)
const RUNS: [(&str, u32, u64); 4] = [
    ("breakthrough", 5, 6_182_818),
    ("othello", 10, 24_571_284),
    ("checkers", 10, 18_391_564),
    ("amazons", 2, 4_307_152),
];

fn run(name: &str, depth: u32) -> u64 {
    match name {
        "breakthrough" => perft_of::<Breakthrough>(depth),
        "othello" => perft_of::<Othello>(depth),
        "checkers" => perft_of::<Checkers>(depth),
        _ => perft_of::<Amazons>(depth),
    }
}

fn bench(c: &mut Criterion) {
    let reference = leaves_per_second(5_673_234, || {
        perft_with(&ConnectFour::start(), 8, ConnectFour::PERFT)
    });
    println!(
        "connect-four perft(8): {:.0} M leaves/s (the reference)",
        reference / 1e6
    );
    for (name, depth, leaves) in RUNS {
        let speed = leaves_per_second(leaves, || run(name, depth));
        println!(
            "{name} perft({depth}): {:.0} M leaves/s, ratio to connect-four {:.2}",
            speed / 1e6,
            speed / reference
        );
    }
    let magpie = leaves_per_second(24_571_284, || {
        magpie_perft(&Board::standard(), Stone::Black, 10)
    });
    let ours = leaves_per_second(24_571_284, || run("othello", 10));
    println!(
        "othello perft(10): game! {:.0} M leaves/s, magpie {:.0} M leaves/s, ratio {:.2}",
        ours / 1e6,
        magpie / 1e6,
        ours / magpie
    );

    let mut group = c.benchmark_group("pieces_perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for (name, depth, leaves) in RUNS {
        group.throughput(Throughput::Elements(leaves));
        group.bench_with_input(BenchmarkId::new(name, depth), &depth, |b, &d| {
            b.iter(|| run(name, d));
        });
    }
    group.throughput(Throughput::Elements(24_571_284));
    group.bench_with_input(BenchmarkId::new("magpie-othello", 10), &10, |b, &d| {
        b.iter(|| magpie_perft(&Board::standard(), Stone::Black, d));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
