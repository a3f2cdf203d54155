//! Havannah's move generator and its goals (a ring, a bridge, a fork, and
//! a full board drawn) against OpenSpiel's "havannah" (open_spiel 2.0.2
//! from pip), as `tests/reference/havannah_openspiel.py` printed them on
//! 2026-11-27: perft by recursing on `legal_actions()` from the start and
//! from positions of seeded random play, on the catalog's side of 8
//! (OpenSpiel's default) and on sides of 4 and 5, where games end within
//! the counted depths; and the winners of 603 finished random games by
//! OpenSpiel's returns, three of them drawn (`tests/data/havannah_games.txt`), the real check
//! of the ring, bridge and fork. None of these numbers was computed here.
//!
//! OpenSpiel writes a cell by its column letter and its row in a layout
//! upside down from the catalog's: the script printed the catalog's names
//! (the same letter, the row `2n - row`; see the script).

use alphabeta::game;
use alphabeta::games::havannah::Havannah;
use alphabeta::runtime::Game;

mod hexboards_support;
mod openspiel_support;

use hexboards_support::{games, mirror_images_agree, winners_are_openspiels, Finished};
use openspiel_support::{perft_is, position, reads_back};

game! {
    /// Havannah on a hexagon of side 4.
    pub Havannah4 {
        board: hex hexagon 4,
        players: White, Black,
        moves: place,
        win: ring, bridge, fork,
        draw: full,
    }

    /// Havannah on a hexagon of side 5.
    pub Havannah5 {
        board: hex hexagon 5,
        players: White, Black,
        moves: place,
        win: ring, bridge, fork,
        draw: full,
    }
}

/// Perft from the start (`START_n` for the side of n) and from positions
/// of seeded random play (`POSITIONS_n`: OpenSpiel's seed, the moves from
/// the start, perft at depths 1, 2, ...).
const START_8: [u64; 3] = [169, 28_392, 4_741_464];
const START_5: [u64; 4] = [61, 3_660, 215_940, 12_524_520];
const START_4: [u64; 5] = [37, 1_332, 46_620, 1_585_080, 52_307_640];
const POSITIONS_8: &[(u64, &str, [u64; 3])] = &[
    (1, "h12 j3 i14 e9", [165, 27_060, 4_410_780]),
    (2, "g14 h13 f13 e7 i11 f8 f9 i1", [161, 25_760, 4_095_840]),
    (3, "k10 g2 n4 g12 f7 n2 i5 n1 i2 i14 k1 d15", [157, 24_492, 3_796_260]),
    (4, "k10 b8 j13 n7 k5 c11 g13 a13 f15 g6 n3 e8 i14 a9 j3 g2", [153, 23_256, 3_511_656]),
    (5, "n2 c9 b7 k4 h15 g5 b9 g14 e11 d12 l7 n5 g9 c6 g2 b12 i1 i9 d15 l10", [149, 22_052, 3_241_644]),
    (6, "j3 d13 j5 e9 b14 a15 c11 l2 k5 j7 j8 g15 m9 j4 f10 l6 g2 i2 b12 g10 k1 h1 a8 j13 h5 h7 c12 e6 g5 n9", [139, 19_182, 2_627_934]),
    (7, "f8 a11 m7 e14 c13 f3 j13 h7 l2 h14 k4 j10 b14 a12 g5 o6 e13 h9 d12 o2 i5 b13 m1 d11 g9 d13 e5 g14 j9 f14 k11 d7 h4 b10 g11 l7 b9 b11 f9 m5", [129, 16_512, 2_097_024]),
];
const POSITIONS_5: &[(u64, &str, [u64; 4])] = &[
    (1, "d8 d4 e1 g2", [57, 3_192, 175_560, 9_480_240]),
    (2, "i2 h2 d9 b8 c8 a5 h1 c7", [53, 2_756, 140_556, 7_027_800]),
    (3, "e7 e4 b4 d8 h6 c3 h5 g3 d3 e9 h3 a9", [49, 2_352, 110_544, 5_085_024]),
    (4, "e7 c6 b8 i3 c5 i5 f8 a8 e9 b9 h5 e3 h6 c8 e6 g3", [45, 1_980, 85_140, 3_575_880]),
    (5, "f4 f7 i3 f6 h2 g3 h1 f2 d3 b4 b9 g5 g7 e2 e9 b7 e8 e5 h4 d6", [41, 1_640, 63_960, 2_430_480]),
    (6, "d2 c4 h2 a8 g5 f2 g7 c9 a9 b7 i3 d3 d4 i1 c5 h6 d9 f6 c3 a6 f4 g2 i2 f8 c6 h1 b5 e8 g3 e4", [31, 930, 26_970, 751_912]),
    (7, "c6 e8 b5 d3 d9 a8 g1 f4 d8 d5 f3 e9 h4 a6 c9 a7 e4 d4 f8 h6 c7 i2 g3 c8 i1 g7 e5 b7 d2 d7 e6 b9 i4 h1 b6 f5 c4 d6 e2 f7", [21, 420, 7_600, 134_856]),
];
const POSITIONS_4: &[(u64, &str, [u64; 5])] = &[
    (1, "e6 a6 d4 a5", [33, 1_056, 32_736, 982_080, 28_426_380]),
    (
        2,
        "d7 c6 d6 f3 e5 c3 c5 e3",
        [29, 812, 21_924, 567_216, 14_180_400],
    ),
    (
        3,
        "a4 f1 e6 e3 d1 a6 b3 a7 g2 e4 c5 d3",
        [25, 576, 13_248, 278_300, 5_844_300],
    ),
    (
        4,
        "a4 f4 c6 c2 e1 b5 c7 d7 a7 d4 e3 f5 g1 a6 e5 d2",
        [21, 420, 7_980, 142_956, 2_418_692],
    ),
    (
        5,
        "b4 c3 f1 b7 g2 c4 d3 c7 g1 d6 b6 a4 b3 c5 f4 d2 c6 d1 e5 a7",
        [17, 272, 3_600, 48_216, 528_268],
    ),
];

/// The finished games: side, seed, the first player's return, the moves.
const GAMES: &str = include_str!("data/havannah_games.txt");

/// The finished games on the side of `side`.
fn finished(side: usize) -> Vec<Finished> {
    games(GAMES, side, 2 * side - 1, 2)
}

#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&Havannah::start(), &START_8, "side 8");
    perft_is(&Havannah5::start(), &START_5, "side 5");
    perft_is(&Havannah4::start(), &START_4, "side 4");
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, moves, counts) in POSITIONS_8 {
        perft_is(
            &position::<Havannah>(moves),
            &counts,
            &format!("side 8, seed {seed}"),
        );
    }
    for &(seed, moves, counts) in POSITIONS_5 {
        perft_is(
            &position::<Havannah5>(moves),
            &counts,
            &format!("side 5, seed {seed}"),
        );
    }
    for &(seed, moves, counts) in POSITIONS_4 {
        perft_is(
            &position::<Havannah4>(moves),
            &counts,
            &format!("side 4, seed {seed}"),
        );
    }
}

#[test]
fn finished_games_name_openspiels_winner() {
    winners_are_openspiels::<Havannah>(&finished(8), 200);
    winners_are_openspiels::<Havannah5>(&finished(5), 200);
    winners_are_openspiels::<Havannah4>(&finished(4), 203);
}

/// Every position of some finished games reads back from its notation.
#[test]
fn positions_read_back_from_their_notation() {
    for (_, _, moves) in finished(8).iter().take(3) {
        reads_back::<Havannah>(moves);
    }
    for (_, _, moves) in finished(4).iter().take(10) {
        reads_back::<Havannah4>(moves);
    }
}

/// The mirror image of every position of some finished games keeps its
/// key and its outcome: the rules are unchanged by the board's reflection.
#[test]
fn mirror_images_keep_keys_and_outcomes() {
    for (_, _, moves) in finished(4).iter().take(20) {
        mirror_images_agree::<Havannah4>(moves);
    }
    for (_, _, moves) in finished(8).iter().take(2) {
        mirror_images_agree::<Havannah>(moves);
    }
}
