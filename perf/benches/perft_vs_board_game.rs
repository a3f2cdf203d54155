//! Connect Four perft, bulk-counted at the last ply: the `game!` declaration
//! of the catalog against the hand-written bitboard Connect Four of the
//! `board-game` crate, measured in the same run.
//!
//! Goal: a ratio of at least 1.0 (DSL leaves per second over the peer's).
//! `cargo bench --manifest-path perf/Cargo.toml --bench perft_vs_board_game` prints the ratio first, then
//! criterion's measurements of both.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{perft, Game};
use board_game::games::connect4::Connect4;
use board_game::util::game_stats::perft_naive;
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::time::{Duration, Instant};

/// Deep enough that a run takes a good fraction of a second.
const DEPTH: u32 = 8;
/// The published count at that depth (`reference/perft.csv`).
const LEAVES: u64 = 5_673_234;

/// Leaves per second of `run`, best of a few runs.
fn leaves_per_second(run: impl Fn() -> u64) -> f64 {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            assert_eq!(black_box(run()), LEAVES);
            LEAVES as f64 / start.elapsed().as_secs_f64()
        })
        .fold(0.0, f64::max)
}

fn bench(c: &mut Criterion) {
    let ours = leaves_per_second(|| perft(&ConnectFour::start(), DEPTH));
    let peer = leaves_per_second(|| perft_naive(&Connect4::default(), DEPTH));
    println!(
        "connect-four perft({DEPTH}): game! {:.0} M leaves/s, board-game {:.0} M leaves/s, ratio {:.2}",
        ours / 1e6,
        peer / 1e6,
        ours / peer
    );

    let mut group = c.benchmark_group("connect_four_perft");
    group.throughput(Throughput::Elements(LEAVES));
    group.measurement_time(Duration::from_secs(5));
    group.bench_with_input(BenchmarkId::new("game!", DEPTH), &DEPTH, |b, &d| {
        b.iter(|| perft(&ConnectFour::start(), d));
    });
    group.bench_with_input(BenchmarkId::new("board-game", DEPTH), &DEPTH, |b, &d| {
        b.iter(|| perft_naive(&Connect4::default(), d));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
