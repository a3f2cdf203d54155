//! Small games written by hand against the `Game` trait, shared by the
//! integration tests and the signature bench.
//!
//! Each game is meant to be obviously correct rather than fast, but fast
//! enough to search and walk exhaustively in a test. Each has a real
//! evaluation and real ordering hints, so the searcher's options change what
//! it does, and an incrementally updated Zobrist key with an independent
//! from-scratch twin.

// Every test binary includes this module and uses a different part of it.
#![allow(dead_code)]

pub mod connect4;
pub mod kalah;
pub mod nim;
pub mod othello;
pub mod siege;
pub mod tictactoe;

use alphabeta_runtime::{Game, MoveBuffer, Outcome, SearchOptions, Solution};

/// One step of SplitMix64: a good 64-bit mix, usable in constants.
pub const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The Zobrist key number `index` of the game named by `salt`: each game
/// draws its keys from its own stream, computed at compile time.
pub const fn zobrist(salt: u64, index: usize) -> u64 {
    splitmix64(salt.wrapping_mul(0x1000_0000_01B3) ^ splitmix64(index as u64))
}

/// A seeded xorshift64* generator: the tests' only source of randomness, so
/// every run sees the same positions.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // A zero state would stay zero.
        Rng(splitmix64(seed) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The legal moves of `position` (none once the game is over).
pub fn moves_of<G: Game>(position: &G) -> G::Moves {
    let mut moves = G::Moves::default();
    if position.outcome().is_none() {
        position.generate(&mut moves);
    }
    moves
}

/// Whether `mv` is legal in `position`.
pub fn is_legal<G: Game>(position: &G, mv: G::Move) -> bool {
    moves_of(position).as_slice().contains(&mv)
}

/// The outcome if the game is over, including by the side to move having no
/// legal move.
pub fn final_outcome<G: Game>(position: &G) -> Option<Outcome> {
    position.outcome().or_else(|| {
        let moves = moves_of(position);
        moves.as_slice().is_empty().then(|| position.no_moves())
    })
}

/// Plays `plies` random legal moves from `start`, stopping early at the end
/// of the game.
pub fn random_walk<G: Game>(start: G, plies: usize, rng: &mut Rng) -> G {
    let mut position = start;
    for _ in 0..plies {
        let moves = moves_of(&position);
        let moves = moves.as_slice();
        if moves.is_empty() {
            break;
        }
        position = position.play(moves[rng.below(moves.len())]);
    }
    position
}

/// A position `plies` random moves from the start whose game is not over,
/// drawn again until one is found.
pub fn random_live_position<G: Game>(plies: usize, rng: &mut Rng) -> G {
    for _ in 0..10_000 {
        let position = random_walk(G::start(), plies, rng);
        if final_outcome(&position).is_none() {
            return position;
        }
    }
    panic!(
        "no game of {} lasts {plies} plies",
        core::any::type_name::<G>()
    );
}

/// Win, draw or loss, without the distance: all that a weak solve promises.
pub fn solution_sign(value: Solution) -> i32 {
    match value {
        Solution::Win(_) => 1,
        Solution::Draw => 0,
        Solution::Loss(_) => -1,
        Solution::Unknown { .. } => panic!("not proved: {value}"),
    }
}

/// How many combinations of the six options that must not change the value
/// of a fixed-depth search there are.
pub const OPTION_COMBOS: usize = 64;
/// The bit of a combination that turns the transposition table on.
pub const TT_BIT: usize = 1;

/// Combination `combo` (bits: tt, pvs, aspiration, killers, history, hints)
/// of the value-preserving options; the rest (quiescence, extensions,
/// tactics) stay off because they see past the horizon by design.
pub fn value_preserving_options(combo: usize) -> SearchOptions {
    let on = |bit: usize| combo & (1 << bit) != 0;
    SearchOptions {
        hash_mib: 1,
        tt: on(0),
        pvs: on(1),
        aspiration: on(2),
        killers: on(3),
        history: on(4),
        hints: on(5),
        ..SearchOptions::plain()
    }
}
