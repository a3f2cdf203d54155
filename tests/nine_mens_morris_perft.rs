//! Nine men's morris's move generator against OpenSpiel's
//! "nine_mens_morris" (open_spiel 2.0.2 from pip), as
//! `tests/reference/nine_mens_morris_openspiel.py` printed them on
//! 2026-11-27: perft by recursing on `legal_actions()` from the start and
//! from positions of seeded random play (a removal after a mill is an
//! action of its own there, so a ply here), and the outcome of finished
//! random games by OpenSpiel's returns (four of them drawn by its limit of
//! 200 turns). The script writes OpenSpiel's actions in the game's usual
//! cells (its point 0 is `a7`, 23 is `g1`). None of these numbers was
//! computed here.

use alphabeta::games::nine_mens_morris::NineMensMorris;
use alphabeta::runtime::{Game, Notation, Outcome};

mod openspiel_support;

use openspiel_support::{perft_is, position, reads_back, won_as_openspiel_says};

/// Perft of depths 1 to 4 from the start, the four counts.
const START: [u64; 4] = [24, 552, 12_144, 255_024];

/// OpenSpiel's seed, what the position shows, the moves from the start
/// (random play of that seed, cut where the position shows it), and
/// perft at depths 1 to 3 or 4.
const POSITIONS: &[(u64, &str, &str, &[u64])] = &[
    (
        1,
        "movement",
        "d6 d2 g7 b4 f6 f2 b2 d1 d3 e3 c5 d7 f4 a7 g4 c3 b6 xd1 e4 c5-d5 c3-c4 d5-c5 c4-c3 d6-d5",
        &[7, 45, 304, 2_131],
    ),
    (
        4,
        "flying",
        "d5 b4 b6 c3 d2 f6 g7 d6 a7 f4 e3 c4 d7 xf6 f2 a1 g4 e4 e5 d5-c5 b4-b2 e3-d3 d6-f6 xa1 c5-d5 c4-b4 d5-d6 b4-a4 e4-e3 f4-e4 d2-d1 f2-d2 d1-a1 e5-d5 a1-d1 b2-b4 d1-g1 g4-f4 g7-g4 a4-a1 d7-g7 xa1 b4-b2 a7-d7 c3-c4 d7-a7 c4-c3 d6-d7 xb2 e4-e5 e3-e4 f4-f2 g4-f4 c3-c4 g1-g4 xe5 c4-c3 d3-e3 d5-c5 d7-d6 c3-c4 d6-d7 xf6 c5-d5 a7-a4 d2-b2 e3-d3 c4-b4 g4-g1 b2-d2 d3-c3 d2-d1 c3-d3 f2-d2 g7-g4 xb4 d5-c5 a4-b4 c5-a1 f4-f2",
        &[39, 579, 19_989, 278_409],
    ),
    (
        9,
        "movement, removal",
        "g4 f2 c4 e5 d6 c5 a7 d3 d1 g1 c3 g7 b4 b2 a1 d7 e3 f6 a1-a4 xb2 c5-d5 b4-b6 d5-c5 b6-b4",
        &[8, 51, 500, 3_163],
    ),
    (
        13,
        "placement, removal",
        "e5 b4 g1 f6 a4 d6 e4 d5 c5 d7 xg1 d1 c4 a1 g4 a7",
        &[4, 44, 422, 3_452],
    ),
    (
        145,
        "flying, removal",
        "f4 e3 a7 d3 d7 e4 a1 g1 b4 b6 d5 f6 g7 xe3 g4 b2 d6 xa1 c3 e3 b4-c4 g1-d1 d5-e5 d1-a1 c4-c5 b6-b4 f4-f2 g4-f4 a7-a4 a1-d1 c5-d5 d6-b6 f2-d2 f6-d6 d7-a7 d1-g1 d2-f2 g1-d1 a4-a1 d3-d2 c3-c4 d2-d3 a7-d7 f4-f6 xf2 d5-c5 d1-d2 g7-g4 b4-a4 e5-d5 e4-e5 a1-d1 b6-b4 d1-a1 e3-e4 g4-g1 b4-b6 xd7 c4-c3 d2-f2 b2-d2 d3-e3 xa1 g1-g4 f2-f4 c3-d3 f4-f2 c5-c4 f6-f4 d2-b2 a4-a7 g4-g1 d6-f6 xg1 d5-c5 f4-g4 c4-b4 a7-d7 d3-c3 f2-d2 c5-d5 d7-a7 d5-d6 g4-g7 d6-d5 f6-f4 d5-d6 d2-d3 d6-f6 d3-d2 f6-d6 d2-d3 d6-f6 e5-d5 b4-a4 b6-d6 b2-b4 g7-d7 xc3 f6-c4",
        &[5, 56, 2_235, 25_173],
    ),
];

/// Whole games of seeded random play: OpenSpiel's seed, the first
/// player's return (1 won, -1 lost, 0 drawn), and the moves.
const FINISHED: &[(u64, i32, &str)] = &[
    (
        101,
        1,
        "b2 c5 d2 e4 d3 d7 d1 xd7 e5 c4 g1 c3 f2 b6 d5 xb2 d7 a4 f6 d6 d7-g7 g1-g4 d2-b2 a4-a1 b2-d2 xg4 e4-f4 d2-b2 f4-g4 b2-b4 e5-e4 f6-f4 f2-d2 f4-f6 e4-e3 f6-f4 d6-f6 f4-f2 g4-g1 f2-f4 d2-b2 f4-f2 a1-a4 d3-d2 e3-e4 g7-d7 e4-e5 xf2 d7-a7 e5-e4 b6-d6 e4-f4 d6-d7 f4-g4 d1-a1 f6-d6 c3-d3 g1-d1 c4-c3 d6-b6 b4-c4 d1-g1 a1-d1 xc5 b6-d6 d3-e3 d5-c5 e3-d3 xd6 a4-b4 d3-e3 b4-a4 d2-f2 a4-b4 f2-d2 g4-f4 e3-e4 g1-g4 d7-d6 g4-g7 c3-d3 xg7 c5-d5 a7-a4 d5-c5 d3-c3 f4-f6 c3-d3 xb2 f6-g4 d1-a1 g4-d1 d6-f6 c5-b2 c4-c5 d1-c4 d3-c3 b4-g4 f6-f4 c4-d3 e4-e5 d3-b4 f4-e4 b4-d6 c5-d5 b2-c4 d2-f2 c4-d3 f2-d2 d6-b6 a4-b4 g4-d6 a1-a4 d6-f4 d5-c5 f4-d6 e5-d5 d6-g7 e4-e5 xg7",
    ),
    (
        102,
        -1,
        "d6 d1 f2 e4 c5 a1 d5 d3 f4 g4 a4 e3 b2 a7 d2 xe3 g1 xf4 b6 f4 xd5 d6-d5 g4-g7 b6-b4 g7-d7 c5-c4 xd7 g1-g4 xd5 c4-c3 e4-e3 b4-c4 g4-g1 xc4 b2-b4 f4-g4 f2-f4 a7-d7 b4-b2 e3-e4 a4-a7 a1-a4 c3-c4 g4-g7 f4-f6 d3-e3 d2-d3 d1-d2 b2-b4 d2-f2 b4-b6 a4-b4 c4-c3 b4-c4 a7-a4 g1-g4 f6-f4 g4-g1 a4-a1 f2-d2 b6-b4 g1-g4 f4-f2 d2-b2 a1-a4 e4-f4 b4-b6 e3-e4 xf2 a4-b4 b2-d2 b4-a4 f4-f6 b6-b4 d2-f2 a4-a1 g4-g1 d3-d2 e4-e3 b4-b2 e3-d3 a1-a4 f2-f4 a4-a7 f4-g4 xa7 d2-d6 c4-c5 c3-b4 f6-f4 b2-a4 d3-c3 a4-f6 c3-d3 d6-f2 c5-c4 b4-a4 d3-e3 f6-a1 c4-c5 f2-a7 xe3 c5-d5 a7-d3 f4-f2 a1-c5 d5-e5 c5-a7 d7-d6 a4-d7 f2-f4 d7-c5 d6-b6 a7-e4 g7-d7 c5-e3 d7-a7 d3-d2 e5-d5 e3-e5 d5-d6 e4-a1 f4-f6 xa1",
    ),
    (
        103,
        0,
        "d1 g4 c5 g7 g1 d6 d3 d2 f4 f2 c3 d7 c4 xd7 b6 d5 a1 a7 d7 d5-e5 b6-b4 f4-e4 d6-d5 e4-e3 xd5 f2-f4 e3-e4 d2-b2 c5-d5 a1-a4 e4-e3 xd7 b4-b6 e5-e4 a4-b4 xg1 d1-a1 f4-f2 e4-f4 b4-a4 c4-c5 a4-b4 xa1 c3-c4 b2-d2 d5-e5 d2-b2 xf4 e5-e4 g7-d7 e4-e5 b6-d6 e5-d5 g4-f4 d3-d2 b4-a4 d5-e5 f4-e4 c4-b4 d7-g7 c5-d5 d6-f6 d2-d1 g7-g4 d5-d6 b2-d2 e5-d5 f6-f4 xe3 b4-c4 g4-g1 c4-c5 d2-b2 c5-c4 a4-a1 d6-d7 a1-a4 d7-g7 f4-g4 d5-e5 a4-b4 e5-d5 e4-f4 d1-a1 b4-a4 d5-c5 b2-b4 g7-d7 g4-g7 d7-d6 f4-g4 xa7 d6-d5 g1-d1 d5-e5 a4-a7 a1-a4 b4-b6 c4-b4 a7-d7 a4-a1 g4-g1 e5-e4 d7-d6 e4-e3 d6-d5 b4-b2 b6-d6 e3-e4 d6-f6 e4-f4 g7-d7 a1-a4 g1-g4 b2-b4 d1-a1 f4-e4 f2-f4 b4-c4 d5-e5 a4-a7 g4-g7 a7-a4 d7-a7 e4-e3 f4-e4 a4-b4 e5-d5 c4-c3 f6-d6 b4-b2 e4-f4 b2-b4 f4-f2 e3-d3 d6-b6 b4-b2 b6-d6 d3-e3 f2-f4 c5-c4 d6-f6 b2-d2 f4-g4 d2-f2 d5-d6 f2-d2 f6-f4 c3-d3 g7-d7 d2-d1 f4-f2 c4-c5 d7-g7 d3-d2 a7-d7 d1-g1 f2-f4 e3-e4 d6-d5 g1-d1 g4-g1 c5-c4 d5-c5 d2-b2 d7-a7 b2-d2 g1-g4 c4-c3 a7-d7 c3-c4 d7-d6 d2-b2 g7-d7 b2-b4 d6-f6 e4-e5 f4-f2 e5-e4 f6-f4 d1-d2 a1-a4 e4-e3 c5-d5 d2-d3 g4-g7 d3-d2 f4-e4 d2-d1 f2-d2 e3-d3 d5-d6 d3-e3 g7-g4 c4-c5 d6-d5 d1-a1 g4-f4 a1-d1 f4-f6 b4-c4 d7-g7 d1-a1 a4-b4 a1-d1 d2-b2 c4-c3 e4-f4",
    ),
    (
        104,
        0,
        "a7 d5 a4 c3 f4 d7 c5 g7 c4 d6 xc5 f6 c5 a1 xc5 g4 d1 b6 e4 e3 e4-e5 g4-g1 c4-c5 e3-d3 a4-b4 d3-d2 a7-a4 g1-g4 d1-g1 d2-b2 b4-c4 c3-d3 a4-b4 b2-d2 e5-e4 d7-a7 b4-a4 d2-d1 a4-b4 g7-d7 xe4 f4-f2 d3-e3 b4-b2 d7-g7 f2-f4 d1-d2 f4-f2 a7-a4 f6-f4 d2-d1 f4-e4 e3-d3 f2-f4 d1-d2 e4-e5 d6-f6 c4-c3 b6-b4 g1-d1 d2-f2 e5-e4 g7-d7 b2-d2 a4-a7 c5-c4 d7-d6 d2-b2 d6-d7 e4-e5 g4-g1 f4-g4 d7-g7 e5-e4 g7-d7 e4-e5 a7-a4 c4-c5 f2-f4 e5-e4 d7-g7 c5-c4 f4-f2 g4-f4 d3-e3 d1-d2 a4-a7 a1-d1 b4-b6 f4-g4 f2-f4 d2-f2 b6-b4 c4-c5 a7-d7 d1-a1 e3-d3 c5-c4 d3-d2 c4-c5 d5-e5 c5-d5 b4-b6 a1-d1 b6-b4 d5-d6 d7-a7 d6-b6 f6-d6 e4-e3 b4-c4 d1-a1 d6-f6 b6-b4 d2-d1 c3-d3 a7-a4 f2-d2 g7-d7 e3-e4 f6-d6 e4-e3 e5-e4 d3-c3 f4-f6 g4-g7 f6-f4 g7-g4 d6-b6 c3-d3 b6-d6 g4-g7 f4-g4 d2-f2 d6-b6 d3-d2 xd7 c4-c3 f2-f4 a4-a7 a1-a4 c3-d3 a4-a1 e4-e5 f4-f6 g4-f4 a1-a4 a7-d7 g7-g4 e5-d5 g4-g7 d7-d6 a4-a1 f4-e4 b4-c4 d6-d7 g7-g4 d5-e5 f6-d6 e5-d5 c4-c3 d5-c5 a1-a4 c5-c4 d6-d5 e4-f4 d5-e5 f4-e4 g4-f4 d7-a7 a4-a1 b6-b4 e5-d5 a7-a4 xb2 f4-g4 c4-c5 d5-d6 b4-c4 g4-f4 e4-e5 f4-f2 c5-d5 f2-f4 e5-e4 d6-f6 d5-e5 d2-b2 a4-a7 f4-f2 a7-d7 f2-d2 c4-c5 f6-d6 d7-a7 a1-a4 c5-c4 d6-b6 e5-d5 b2-b4 d1-a1 b6-d6 e4-f4 b4-b6 g1-d1",
    ),
    (
        105,
        0,
        "b2 c4 f2 b6 a7 e4 d1 g4 f4 d6 g1 e5 f6 xd6 g7 a1 xc4 b4 c5 d3 f2-d2 d3-e3 xf4 f6-f4 e3-d3 c5-d5 e4-e3 f4-f6 b4-c4 a7-d7 c4-c3 xd2 d7-d6 e5-e4 d5-c5 d3-d2 a1-a4 c3-d3 b2-b4 d3-c3 d1-a1 d2-d1 b4-b2 d1-d2 a4-b4 d2-d1 c5-c4 d1-d2 d6-d5 d2-d1 c4-c5 c3-c4 d5-d6 e3-d3 f6-f4 e4-e5 d6-f6 d1-d2 g1-d1 d3-c3 d1-g1 d2-d3 f6-d6 d3-d2 c5-d5 e5-e4 d6-d7 e4-e5 f4-f6 d2-f2 b2-d2 c3-d3 d2-b2 c4-c5 g1-d1 b6-d6 f6-f4 d6-f6 b4-c4 d3-e3 c4-c3 e5-e4 d1-g1 c5-c4 g1-d1 c4-b4 c3-d3 b4-a4 d7-d6 g7-d7 d5-c5 f2-d2 c5-d5 g4-g1 b2-b4 d2-b2 f4-g4 d7-a7 d5-e5 a7-d7 b4-c4 a4-a7 c4-c5 a7-a4 g4-g7 a4-a7 a1-a4 e4-f4 d3-c3 e3-d3 c5-c4 f4-g4 c4-b4 b2-d2 c3-c4 xg4 f6-f4 c4-c5 f4-g4 d1-a1 d3-c3 c5-d5 g4-f4 b4-b2 c3-d3 d5-c5 d3-e3 c5-c4 e3-d3 g7-g4 f4-f2 a4-b4 f2-f4 b4-a4 d3-e3 b2-b4 xa7 f4-e4 e5-d5 e3-d3 d6-f6 e4-f4 d5-d6 f4-f2 d6-b6 d7-a7 a1-d1 a7-d7 b4-b2 f2-f4 b6-b4 xd3 d2-f2 b2-d2 f4-e4 c4-c3 e4-e3 g4-g7 d7-d6 b4-b2 d6-d7 g7-g4 f2-f4 a4-b4 d7-d6 d2-f2 e3-d3 b4-c4 d6-b6 g4-g7 b6-d6 g7-d7 f4-e4 c4-c5 d3-d2 d1-a1 d6-b6 a1-a4 d2-d1 d7-d6 d1-d2 a4-a1 g1-d1 f2-f4 b6-b4 f4-f2 b4-b6 a1-a4 d1-g1 a4-a7 g1-d1 c3-d3 d1-a1 f2-f4 b6-b4 d6-d7 b4-b6 d7-g7 b6-b4 d3-e3 b4-b6 f4-g4 a1-a4 g4-f4 e4-e5 c5-d5 d2-d1",
    ),
    (
        106,
        0,
        "d1 c3 a7 d2 b2 e3 g7 b4 d6 c5 a1 e4 a4 xc3 g4 g1 xe4 d5 c3 c4 c3-d3 g4-f4 g7-g4 c4-c3 d6-b6 f4-e4 g4-f4 d5-e5 xb6 f4-g4 e4-f4 g4-g7 e5-d5 g7-d7 f4-e4 d7-g7 c5-c4 a7-d7 e4-e5 d7-a7 xe3 d5-c5 xb2 g7-g4 b4-b6 d3-e3 e5-e4 e3-d3 e4-e5 g4-f4 d2-f2 d3-d2 b6-b4 f4-f6 e5-d5 d2-d3 d5-e5 f6-d6 e5-d5 d6-f6 b4-b6 a4-b4 d5-d6 d3-e3 c5-d5 f6-f4 c4-c5 g1-g4 c3-d3 f4-f6 d3-d2 g4-f4 d2-b2 e3-e4 c5-c4 a1-a4 d5-c5 d1-d2 c4-c3 d2-d3 f2-d2 b4-c4 d6-d7 f6-d6 d2-d1 e4-e5 b6-b4 d3-d2 d7-g7 d2-d3 d1-g1 a4-a1 b4-b6 a7-d7 b6-b4 a1-d1 g7-g4 d3-d2 g4-g7 d6-b6 b4-a4 b6-b4 a4-a7 b4-b6 g7-g4 d2-d3 a7-a4 d7-g7 b2-b4 f4-f6 a4-a1 b6-d6 b4-a4 c4-b4 c5-d5 b4-c4 a4-a7 d6-d7 d5-c5 e5-e4 a7-a4 c4-b4 c5-d5 e4-e5 d5-c5 e5-d5 a4-a7 d7-d6 c3-c4 b4-b6 xa7 c4-c3 d3-e3 c3-c4 b6-b4 c4-c3 d5-e5 c3-d3 d1-d2 c5-d5 d6-d7 d5-c5 d2-d1 d3-d2 b4-c4 d2-d3 d1-d2 a1-d1 c4-b4 c5-d5 b4-b6 g4-f4 b6-d6 g1-g4 d2-f2 d1-g1 d6-b6 d3-d2 e5-e4 d2-b2 e4-e5 b2-b4 d7-a7 b4-c4 f6-d6 c4-c3 a7-d7 c3-d3 d6-f6 d5-c5 f2-d2 f4-f2 e5-d5 d3-c3 d2-d3 c5-c4 f6-d6 xg4 f2-f4 d5-c5 f4-f2 d7-a7 f2-d2 g7-d7 d2-f2 b6-b4 f2-f4 b4-b2 g1-g4 e3-e4 g4-g7 d3-e3 f4-f2 d6-d5 c4-b4 e3-d3 g7-g4 a7-a4 b4-c4 e4-f4 f2-d2 a4-a1 c4-b4 d7-g7 c3-c4 f4-f2 g4-f4",
    ),
    (
        107,
        1,
        "d5 f2 d2 g4 e3 b4 d6 b2 b6 c5 e5 d3 a7 g1 c4 f4 a4 g7 xd5 d6-f6 g1-d1 f6-d6 f4-e4 d6-f6 c5-d5 a7-d7 e4-f4 d7-d6 xf2 f4-f2 e5-e4 d1-a1 c4-c3 d5-c5 a4-a7 b4-c4 e4-e5 f2-f4 d6-d7 c4-b4 d2-d1 f4-e4 c3-c4 g4-g1 f6-f4 g7-g4 f4-f6 g4-f4 d7-d6 xf4 d3-c3 a7-a4 g1-g4 d1-g1 e4-f4 e5-e4 a1-d1 a4-a7 d1-a1 d6-d5 a1-d1 e3-d3 g4-g7 a7-d7 f4-f2 e4-e3 f2-d2 d7-a7 d2-f2 d5-e5 g7-g4 e3-e4 f2-f4 e5-d5 b4-a4 f6-d6 b2-d2 d3-e3 d1-a1 d5-e5 xf4 d2-b2 c4-b4 c3-d3 d6-d5 d3-c3 b4-c4 c3-d3 b6-b4 d3-d2 e3-d3 d2-d1 d3-c3 d1-d2 c3-d3 g4-g7 e4-f4 g7-g4 e5-e4 g4-g7 d3-c3 g7-g4 a7-d7 d2-f2 d5-d6 g4-g7 e4-e5 c5-d5 f4-e4 g7-g4 d7-a7 f2-d2 c3-d3 d2-d1 e4-e3 g4-f4 d6-f6 f4-g4 b4-b6 b2-b4 b6-d6 b4-b6 f6-f4 g4-g7 e3-e4 a4-b4 d6-d7 a1-a4 g1-g4 xb6 d5-d6 c4-c5 d6-f6 e4-e3 b4-b6 e3-e4 xa4 d1-g1 f4-f2 b6-d6 f2-f4 xd6 g7-d1 e5-d5 d1-e5 e4-e3 e5-e4 a7-a4 f6-g7 a4-a1 g7-c3 d7-d6 e4-b2 a1-a4 c3-a1 c5-c4 g1-e5 g4-g7 e5-c5 f4-e4 c5-c3 c4-c5 c3-f6 e4-e5 xa1",
    ),
    (
        108,
        1,
        "d6 g1 g7 g4 b4 d3 e5 b6 c3 c5 f6 a4 d1 f4 c4 d7 e3 a7 e3-e4 d3-e3 d6-d5 e3-d3 b4-b2 d3-e3 c3-d3 f4-f2 d1-a1 d7-d6 a1-d1 f2-d2 g7-d7 a4-a1 b2-b4 a1-a4 b4-b2 d2-f2 c4-c3 a4-a1 d1-d2 g4-g7 f6-f4 g7-g4 b2-b4 g1-d1 f4-f6 c5-c4 b4-a4 c4-b4 d5-c5 g4-g7 c3-c4 f2-f4 d2-f2 d1-g1 c5-d5 f4-g4 xd5 c4-c3 a1-d1 d3-d2 e3-d3 a4-a1 a7-a4 e4-f4 xd3 b4-b2 d2-d3 a4-b4 xe5 d7-a7 b4-c4 f2-d2 b6-b4 a7-d7 c4-c5 f4-e4 c5-d5 c3-c4 d5-e5 d7-a7 d6-d7 a1-a4 b4-b6 a4-b4 g4-f4 a7-a4 xg1 f4-f2 c4-c3 e5-d5 c3-c4 xd5 d7-a7 c4-c3 f2-f4 d3-e3 a7-d7 c3-d3 d1-g1 a4-a1 g7-g4 b4-c4 b6-d6 a1-d1 xg1 d6-b6 d2-f2 b6-d6 c4-c5 g4-g1 c5-c4 f4-g4 d1-a1 b2-b4 c4-c5 b4-b2 c5-d5 g4-g7 d5-e5 xg1 d7-a7 e5-d5 a7-a4 d5-c5 a4-a7 f2-f4 d6-d5 d3-d2 g7-g4 d2-d3 a7-a4 a1-d1 a4-a7 d1-g1 g4-g7 d3-d2 a7-d7 g1-g4 xb2 d7-b2 d2-d3 b2-f2 f6-d6 f2-c4 d3-c3 c4-d1 d6-b6 g7-a4 e3-d3 d1-d6 e4-e3 xa4",
    ),
];

#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&NineMensMorris::start(), &START, "the start");
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, what, moves, counts) in POSITIONS {
        let p: NineMensMorris = position(moves);
        perft_is(&p, counts, &format!("seed {seed} ({what})"));
    }
}

/// The positions show what they are chosen for: a removal due during
/// the placement and during the movement, and a player flying.
#[test]
fn the_positions_show_removals_and_flights() {
    for &(seed, what, moves, _) in POSITIONS {
        let p: NineMensMorris = position(moves);
        assert_eq!(p.removing(), what.ends_with("removal"), "seed {seed}");
        let side = p.side_to_move();
        let placing = p.in_hand(side) > 0;
        assert_eq!(placing, what.starts_with("placement"), "seed {seed}");
        let men = (0..7)
            .flat_map(|col| (0..7).map(move |row| (col, row)))
            .filter(|&(col, row)| p.man(col, row) == Some(side))
            .count();
        assert_eq!(
            men <= 3 && !placing,
            what.starts_with("flying"),
            "seed {seed}"
        );
    }
}

#[test]
fn finished_games_end_as_openspiel_says() {
    for &(seed, first, moves) in FINISHED {
        if first == 0 {
            let p: NineMensMorris = position(moves);
            assert_eq!(p.outcome(), Some(Outcome::Draw), "seed {seed}: {p}");
            assert_eq!(p.turns(), 200, "seed {seed}");
        } else {
            won_as_openspiel_says::<NineMensMorris>(seed, first, moves);
        }
    }
}

/// Every position of the games above reads back from its own notation.
#[test]
fn positions_read_back_from_their_notation() {
    for &(_, _, moves) in FINISHED {
        reads_back::<NineMensMorris>(moves);
    }
}

/// The key kept move by move is the key worked out from nothing, at every
/// ply of the finished games, and it counts the turns played: the same men
/// with the same player to move, a turn apart, are two positions under the
/// 200-turn limit (one is nearer the draw), so the table keeps them apart.
#[test]
fn the_key_follows_the_men_and_the_turns() {
    for &(seed, _, moves) in FINISHED {
        let (_, moves) = NineMensMorris::parse_moves(moves).expect("the moves read");
        let mut p = NineMensMorris::start();
        for mv in moves {
            p = p.play(mv);
            assert_eq!(p.hash_key(), p.hash_from_scratch(), "seed {seed}: {p}");
        }
    }
    // Seed 103's game, drawn at 200 turns: its last position, and the same
    // men with the count two turns (one move each) earlier.
    let drawn: NineMensMorris = position(FINISHED[2].2);
    let mut text = String::new();
    drawn.write_position(&mut text).unwrap();
    let earlier = text.replace(" 200", " 198");
    assert_ne!(earlier, text);
    let earlier = NineMensMorris::parse_position(&earlier).expect("the position reads");
    assert_eq!(earlier.outcome(), None);
    assert_ne!(earlier.hash_key(), drawn.hash_key());
    assert_eq!(earlier.hash_key(), earlier.hash_from_scratch());
}

/// Quiescence sees a mill coming: a removal is noisy, and so is a move that
/// closes a mill; the noisy list is exactly the moves that are.
#[test]
fn removals_and_mills_are_noisy() {
    let mut seen_mill = 0;
    for &(seed, what, moves, _) in POSITIONS {
        let p: NineMensMorris = position(moves);
        let mut all = <NineMensMorris as Game>::Moves::default();
        p.generate(&mut all);
        let mut noisy = <NineMensMorris as Game>::Moves::default();
        p.generate_noisy(&mut noisy);
        let expected: Vec<_> = all.iter().copied().filter(|&mv| p.is_noisy(mv)).collect();
        assert_eq!(noisy.as_slice(), expected.as_slice(), "seed {seed}");
        if what.ends_with("removal") {
            assert_eq!(
                noisy.len(),
                all.len(),
                "seed {seed}: every removal is noisy"
            );
        } else {
            seen_mill += usize::from(!noisy.is_empty());
        }
    }
    // Along the first finished game, a move is noisy exactly when a
    // removal follows it.
    let (_, moves) = NineMensMorris::parse_moves(FINISHED[0].2).expect("the moves read");
    let mut p = NineMensMorris::start();
    for mv in moves {
        let next = p.play(mv);
        assert_eq!(p.is_noisy(mv), p.removing() || next.removing(), "{p}");
        seen_mill += usize::from(next.removing());
        p = next;
    }
    assert!(seen_mill > 0);
}
