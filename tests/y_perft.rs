//! Y's move generator and its goal (a group touching all three sides)
//! against OpenSpiel's "y" (open_spiel 2.0.2 from pip), as
//! `tests/reference/y_openspiel.py` printed them on 2026-11-27: perft by
//! recursing on `legal_actions()` from the start and from positions of
//! seeded random play, on the catalog's side of 19 (OpenSpiel's default)
//! and on sides of 5 and 7, where games end within the counted depths;
//! and the winners of 500 finished random games by OpenSpiel's returns
//! (`tests/data/y_games.txt`). None of these numbers was computed here.
//! OpenSpiel writes the cells as the catalog does.

use alphabeta::game;
use alphabeta::games::y::Y;
use alphabeta::runtime::Game;

mod hexboards_support;
mod openspiel_support;

use hexboards_support::{games, mirror_images_agree, winners_are_openspiels, Finished};
use openspiel_support::{perft_is, position, reads_back};

game! {
    /// Y on a triangle of side 5.
    pub Y5 {
        board: hex triangle 5,
        players: White, Black,
        moves: place,
        win: connect(all sides),
    }

    /// Y on a triangle of side 7.
    pub Y7 {
        board: hex triangle 7,
        players: White, Black,
        moves: place,
        win: connect(all sides),
    }
}

/// Perft from the start (`START_n` for the side of n) and from positions
/// of seeded random play (`POSITIONS_n`: OpenSpiel's seed, the moves from
/// the start, perft at depths 1, 2, ...).
const START_19: [u64; 3] = [190, 35_910, 6_751_080];
const START_7: [u64; 5] = [28, 756, 19_656, 491_400, 11_793_600];
const START_5: [u64; 6] = [15, 210, 2_730, 32_760, 360_360, 3_603_600];
const POSITIONS_19: &[(u64, &str, [u64; 3])] = &[
    (1, "p2 b11 q1 n4", [186, 34_410, 6_331_440]),
    (2, "o1 f2 d2 k6 j3 b15 m5 o4", [182, 32_942, 5_929_560]),
    (3, "g4 h11 f10 o2 l6 f12 a9 f13 a12 q1 c13 d1", [178, 31_506, 5_545_056]),
    (4, "g4 i5 h2 a18 f7 c9 d3 e2 r1 f1 l7 f11 l5 q1 j4 b11 h11 d7 j5 n3", [170, 28_730, 4_826_640]),
    (5, "f12 l4 h6 e15 a14 c10 h1 k8 k4 f14 o1 f3 l2 d7 f9 p4 h7 h11 j2 a13 b5 d1 h4 g8 m5 p3 d8 j3 c2 e3 b18 a19 b10 b3 d3 a1 c1 c5 f5 c4", [150, 22_350, 3_307_800]),
];
const POSITIONS_7: &[(u64, &str, [u64; 5])] = &[
    (1, "e1 b4 a7 b6", [24, 552, 12_144, 255_024, 5_100_480]),
    (
        2,
        "a7 b1 d1 e1 b3 b2 b6 a3",
        [20, 380, 6_840, 116_280, 1_860_480],
    ),
    (
        3,
        "a2 b4 a4 e1 a3 c5 c4 a7 a6 c1 a1 b5",
        [16, 240, 3_360, 43_316, 519_792],
    ),
    (
        4,
        "a2 d2 d1 b6 c3 b4 f1 c1 e1 a1 d4 e3 g1 e2 c4 a5 b3 a3 c2 b2",
        [8, 49, 294, 1_200, 4_320],
    ),
];
const POSITIONS_5: &[(u64, &str, [u64; 6])] = &[
    (1, "c1 b3 a5 b1", [11, 110, 990, 7_920, 55_440, 328_608]),
    (
        2,
        "b4 a5 a1 c1 d1 d2 a2 a3",
        [7, 42, 210, 800, 2_040, 3_024],
    ),
    (3, "d1 b3 a3 c1 c2 a5 a4 b1 d2 a1 c3 b2", [3, 4, 2, 0, 0, 0]),
];

/// The finished games: side, seed, the first player's return, the moves.
const GAMES: &str = include_str!("data/y_games.txt");

/// The finished games on the side of `side`.
fn finished(side: usize) -> Vec<Finished> {
    games(GAMES, side, side, if side * side > 256 { 3 } else { 2 })
}

#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&Y::start(), &START_19, "side 19");
    perft_is(&Y7::start(), &START_7, "side 7");
    perft_is(&Y5::start(), &START_5, "side 5");
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, moves, counts) in POSITIONS_19 {
        perft_is(
            &position::<Y>(moves),
            &counts,
            &format!("side 19, seed {seed}"),
        );
    }
    for &(seed, moves, counts) in POSITIONS_7 {
        perft_is(
            &position::<Y7>(moves),
            &counts,
            &format!("side 7, seed {seed}"),
        );
    }
    for &(seed, moves, counts) in POSITIONS_5 {
        perft_is(
            &position::<Y5>(moves),
            &counts,
            &format!("side 5, seed {seed}"),
        );
    }
}

#[test]
fn finished_games_name_openspiels_winner() {
    winners_are_openspiels::<Y>(&finished(19), 100);
    winners_are_openspiels::<Y7>(&finished(7), 200);
    winners_are_openspiels::<Y5>(&finished(5), 200);
}

/// Every position of some finished games reads back from its notation.
#[test]
fn positions_read_back_from_their_notation() {
    for (_, _, moves) in finished(19).iter().take(3) {
        reads_back::<Y>(moves);
    }
    for (_, _, moves) in finished(5).iter().take(10) {
        reads_back::<Y5>(moves);
    }
}

/// The mirror image of every position of some finished games keeps its
/// key and its outcome: the rules are unchanged by the board's reflection.
#[test]
fn mirror_images_keep_keys_and_outcomes() {
    for (_, _, moves) in finished(5).iter().take(20) {
        mirror_images_agree::<Y5>(moves);
    }
    for (_, _, moves) in finished(19).iter().take(2) {
        mirror_images_agree::<Y>(moves);
    }
}
