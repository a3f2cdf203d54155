//! Chess perft with bulk counting (the last ply counted, not played): the
//! `game!` declaration of the catalog against the hand-written generators
//! of `cozy-chess` and `shakmaty`, on the same positions, in the same run.
//!
//! Guide: at least 0.5 of cozy-chess's leaves per second.
//!
//! `cargo bench --manifest-path perf/Cargo.toml --bench chess_perft` first prints a table of ratios: the
//! three engines count each position in turn, [`REPETITIONS`] times, the
//! order rotating so that a noisy spell of the shared machine falls on all
//! of them; each repetition gives a ratio of speeds, and the table shows the
//! median ratio (and the median leaves per second). `CHESS_PERFT_ROUNDS=N`
//! sets the number of repetitions. Every count is checked
//! against the published one (`../shared/reference/chess/perft.epd`).
//! Criterion then measures each engine on each position (a criterion filter
//! after `--` narrows that part only).

#[path = "../../tests/chess_support/mod.rs"]
mod chess_support;

use alphabeta::games::chess::Chess;
use alphabeta::runtime::{perft, Notation};
use chess_support::{cozy_perft, KIWIPETE, POSITION_3, START};
use criterion::{
    black_box, criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput,
};
use shakmaty::fen::Fen;
use shakmaty::CastlingMode;
use std::time::{Duration, Instant};

/// A position, the depth it is counted to, and the published count there.
struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    leaves: u64,
}

/// Depths at which one count takes a tenth of a second or so: long enough
/// to time, short enough to repeat.
const CASES: [Case; 3] = [
    Case {
        name: "start",
        fen: START,
        depth: 5,
        leaves: 4_865_609,
    },
    Case {
        name: "kiwipete",
        fen: KIWIPETE,
        depth: 4,
        leaves: 4_085_603,
    },
    Case {
        name: "position-3",
        fen: POSITION_3,
        depth: 6,
        leaves: 11_030_083,
    },
];

/// Rounds of the ratio table; the median round is reported.
const REPETITIONS: usize = 7;

/// The rounds to play: [`REPETITIONS`], or `CHESS_PERFT_ROUNDS` (one round
/// is enough under valgrind, whose instruction counts do not vary).
fn repetitions() -> usize {
    std::env::var("CHESS_PERFT_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(REPETITIONS)
}

/// The engines compared, ours first.
#[derive(Clone, Copy)]
enum Engine {
    Ours,
    CozyChess,
    Shakmaty,
}

const ENGINES: [Engine; 3] = [Engine::Ours, Engine::CozyChess, Engine::Shakmaty];

impl Engine {
    fn name(self) -> &'static str {
        match self {
            Engine::Ours => "game!",
            Engine::CozyChess => "cozy-chess",
            Engine::Shakmaty => "shakmaty",
        }
    }
}

/// One position as each engine holds it.
struct Boards {
    ours: Chess,
    cozy: cozy_chess::Board,
    shakmaty: shakmaty::Chess,
}

impl Boards {
    fn from_fen(fen: &str) -> Self {
        Self {
            ours: Chess::parse_position(fen).expect("our FEN"),
            cozy: fen.parse().expect("cozy-chess's FEN"),
            shakmaty: fen
                .parse::<Fen>()
                .expect("shakmaty's FEN")
                .into_position(CastlingMode::Standard)
                .expect("a legal position"),
        }
    }

    fn perft(&self, engine: Engine, depth: u32) -> u64 {
        match engine {
            Engine::Ours => perft(&self.ours, depth),
            Engine::CozyChess => cozy_perft(&self.cozy, depth),
            Engine::Shakmaty => shakmaty::perft(&self.shakmaty, depth),
        }
    }
}

/// Seconds `engine` takes to count `case`, checking the count.
fn seconds(boards: &Boards, engine: Engine, case: &Case) -> f64 {
    let started = Instant::now();
    let leaves = black_box(boards.perft(engine, black_box(case.depth)));
    let elapsed = started.elapsed().as_secs_f64();
    assert_eq!(leaves, case.leaves, "{} on {}", engine.name(), case.name);
    elapsed
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Prints, for each case, the median leaves per second of each engine and
/// the median of the per-round ratios ours / theirs.
fn print_ratios() {
    println!("| position | depth | leaves | game! | cozy-chess | shakmaty | game! / cozy-chess | game! / shakmaty |");
    println!("|---|---|---|---|---|---|---|---|");
    for case in &CASES {
        let boards = Boards::from_fen(case.fen);
        let mut rounds = Vec::new();
        for round in 0..repetitions() {
            let mut times = [0.0; ENGINES.len()];
            for turn in 0..ENGINES.len() {
                let index = (round + turn) % ENGINES.len();
                times[index] = seconds(&boards, ENGINES[index], case);
            }
            rounds.push(times);
        }
        let rate = |i: usize| median(rounds.iter().map(|t| case.leaves as f64 / t[i]).collect());
        let ratio = |i: usize| median(rounds.iter().map(|t| t[i] / t[0]).collect());
        println!(
            "| {} | {} | {} | {:.0} M/s | {:.0} M/s | {:.0} M/s | {:.2} | {:.2} |",
            case.name,
            case.depth,
            case.leaves,
            rate(0) / 1e6,
            rate(1) / 1e6,
            rate(2) / 1e6,
            ratio(1),
            ratio(2),
        );
    }
}

fn bench(c: &mut Criterion) {
    print_ratios();
    let mut group = c.benchmark_group("chess_perft");
    // One count is a tenth of a second: a fixed number per sample.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    for case in &CASES {
        let boards = Boards::from_fen(case.fen);
        group.throughput(Throughput::Elements(case.leaves));
        for engine in ENGINES {
            group.bench_with_input(
                BenchmarkId::new(engine.name(), case.name),
                &case.depth,
                |b, &depth| b.iter(|| boards.perft(engine, black_box(depth))),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
