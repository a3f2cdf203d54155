//! `alphabeta` against the `minimax` crate, measured in the same run, on the
//! same declared connect-four and the same evaluation.
//!
//! Run with `cargo bench --bench connect_four_vs_minimax`, optionally
//! followed by `-- --limit N` (positions per set, 100 by default) and
//! `--cap SECONDS` (how long `minimax` may take on one position, 2 by default).
//!
//! 1. Solving: `minimax`'s iterative search (its table and null-window
//!    search on) goes to the end of the game, so its root value is exact;
//!    positions it cannot finish within the cap are left out of both sides'
//!    times. `alphabeta` solves with `solve_value`, table cleared each time.
//! 2. Speed to a fixed depth: both search the start position to depth 12.
//!    `minimax` shuffles its root moves at random, so its node count varies
//!    from run to run; the median of three runs is reported.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{Game, Limits, Notation, Outcome, SearchOptions, Searcher, Solution};
use minimax::{Evaluation, IterativeOptions, IterativeSearch, Strategy, Winner};
use std::time::{Duration, Instant};

#[path = "../tests/reference/mod.rs"]
mod reference;

/// `minimax`'s view of the declared game.
struct Peer;

fn winner(position: &ConnectFour) -> Option<Winner> {
    position.outcome().map(|outcome| match outcome {
        Outcome::Draw => Winner::Draw,
        Outcome::Win(side) if side == position.side_to_move() => Winner::PlayerToMove,
        Outcome::Win(_) => Winner::PlayerJustMoved,
    })
}

impl minimax::Game for Peer {
    type S = ConnectFour;
    type M = <ConnectFour as Game>::Move;

    fn generate_moves(state: &ConnectFour, moves: &mut Vec<Self::M>) -> Option<Winner> {
        if let Some(w) = winner(state) {
            return Some(w);
        }
        moves.extend(alphabeta::runtime::notation::legal_moves(state));
        None
    }

    fn apply(state: &mut ConnectFour, m: Self::M) -> Option<ConnectFour> {
        Some(state.play(m))
    }

    fn get_winner(state: &ConnectFour) -> Option<Winner> {
        winner(state)
    }

    fn zobrist_hash(state: &ConnectFour) -> u64 {
        state.hash_key()
    }
}

/// The declared game's own evaluation, in `minimax`'s units.
#[derive(Clone, Copy)]
struct SameEval;

impl minimax::Evaluator for SameEval {
    type G = Peer;
    fn evaluate(&self, s: &ConnectFour) -> Evaluation {
        s.evaluate().clamp(-30_000, 30_000) as Evaluation
    }
}

fn peer(table_mib: usize) -> IterativeSearch<SameEval> {
    IterativeSearch::new(
        SameEval,
        IterativeOptions::new().with_table_byte_size(table_mib << 20),
    )
}

/// The peer's node count, read from its statistics line.
fn peer_nodes(search: &IterativeSearch<SameEval>, position: &ConnectFour) -> u64 {
    let mut s = *position;
    let stats = search.stats(&mut s);
    stats
        .split("Explored ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

fn sign(value: Solution) -> i32 {
    match value {
        Solution::Win(_) => 1,
        Solution::Draw => 0,
        Solution::Loss(_) => -1,
        Solution::Unknown { .. } => panic!("connect four is solved to the end: {value}"),
    }
}

fn solving(limit: usize, cap: Duration) {
    println!(
        "## Solving, positions `minimax` finishes within {} s\n",
        cap.as_secs_f64()
    );
    println!("| set | solved by both | alphabeta time | minimax time | time ratio (minimax / alphabeta) |");
    println!("|---|---|---|---|---|");
    let mut ours = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: 16,
        ..SearchOptions::default()
    });
    for set in ["end-easy", "middle-easy", "begin-easy"] {
        let Some(text) = reference::read(&format!("connect4/{set}.txt")) else {
            continue;
        };
        let (mut solved, mut tried) = (0, 0);
        let (mut our_time, mut their_time) = (Duration::ZERO, Duration::ZERO);
        for line in text.lines().take(limit) {
            let (moves, expected) = line.split_once(' ').expect("moves and score");
            let expected: i32 = expected.parse().expect("a score");
            let (position, _) = ConnectFour::parse_moves(moves).expect("a legal sequence");
            tried += 1;
            let mut theirs = peer(16);
            let left =
                u8::try_from(position.max_remaining_plies().unwrap_or(42)).unwrap_or(u8::MAX);
            theirs.set_depth_or_timeout(left, cap);
            let started = Instant::now();
            theirs.choose_move(&position);
            let t = started.elapsed();
            let value = theirs.root_value();
            let finished = value.abs() == minimax::BEST_EVAL || (value == 0 && t < cap);
            if !finished || t >= cap {
                continue;
            }
            assert_eq!(
                i32::from(value.signum()),
                expected.signum(),
                "minimax is wrong on {moves}"
            );
            ours.clear();
            let started = Instant::now();
            let ours_value = ours.solve_value(&position, false);
            our_time += started.elapsed();
            assert_eq!(
                sign(ours_value),
                expected.signum(),
                "alphabeta is wrong on {moves}"
            );
            their_time += t;
            solved += 1;
        }
        let ratio = their_time.as_secs_f64() / our_time.as_secs_f64().max(1e-9);
        println!(
            "| {set} | {solved} of {tried} | {:.3} s | {:.3} s | {ratio:.1} |",
            our_time.as_secs_f64(),
            their_time.as_secs_f64()
        );
    }
}

fn fixed_depth() {
    const DEPTH: u8 = 12;
    println!("\n## Searching the start position to depth {DEPTH}\n");
    let start = ConnectFour::start();
    let mut ours = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: 64,
        ..SearchOptions::default()
    });
    let started = Instant::now();
    let result = ours.search(&start, &Limits::depth(u32::from(DEPTH)));
    let our_time = started.elapsed();
    let mut runs: Vec<(u64, Duration)> = (0..3)
        .map(|_| {
            let mut theirs = peer(64);
            theirs.set_max_depth(DEPTH);
            let started = Instant::now();
            theirs.choose_move(&start);
            (peer_nodes(&theirs, &start), started.elapsed())
        })
        .collect();
    runs.sort();
    let (their_nodes, their_time) = runs[1];
    println!("| engine | nodes | time | nodes/s |");
    println!("|---|---|---|---|");
    for (name, nodes, time) in [
        ("alphabeta", result.stats.nodes, our_time),
        ("minimax", their_nodes, their_time),
    ] {
        println!(
            "| {name} | {nodes} | {:.3} s | {:.1} M |",
            time.as_secs_f64(),
            nodes as f64 / time.as_secs_f64() / 1e6
        );
    }
    println!(
        "\nnodes ratio (minimax / alphabeta) {:.2}, time ratio {:.2}",
        their_nodes as f64 / result.stats.nodes as f64,
        their_time.as_secs_f64() / our_time.as_secs_f64()
    );
}

fn main() {
    let mut limit = 100;
    let mut cap = Duration::from_secs(2);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit" => limit = args.next().and_then(|n| n.parse().ok()).expect("--limit N"),
            "--cap" => {
                cap = Duration::from_secs_f64(
                    args.next()
                        .and_then(|n| n.parse().ok())
                        .expect("--cap SECONDS"),
                )
            }
            _ => {}
        }
    }
    solving(limit, cap);
    fixed_depth();
}
