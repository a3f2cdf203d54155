//! Lines of Action against OpenSpiel's "lines_of_action" (open_spiel
//! 2.0.2 from pip), as `tests/reference/lines_of_action_openspiel.py`
//! printed them on 2026-11-27: perft by recursing on `legal_actions()` from
//! the start and from positions of seeded random play, and the winner of
//! finished random games by OpenSpiel's returns. None of these numbers was
//! computed here.
//!
//! OpenSpiel draws a game whose board comes back, a rule on the game's
//! history: the script keeps only positions whose perft trees meet no such
//! draw, and the games it drew are left out.

use alphabeta::games::lines_of_action::LinesOfAction;
use alphabeta::runtime::{perft, Game};

mod openspiel_support;

use openspiel_support::{perft_is, position, reads_back, won_as_openspiel_says};

/// Perft of depths 1 to 4 from the start (depths 1 to 3 are the issue's).
const START: [u64; 4] = [36, 1_244, 44_952, 1_563_208];

/// OpenSpiel's seed, the moves from the start as it writes them, and
/// perft at depths 1 to 3.
const POSITIONS: &[(u64, &str, [u64; 3])] = &[
    (
        5,
        "c8-c6 h7-f7 b1-c2 a7-a1 c2-b1 a2-d5 e1-e3 a3-a8 c6-c8 h6xe3 f8-e7 a4-c2 c8-e6 a6-a2 c1xe3 h4-g3 b1-b3 g3-d6 e3-f4 c2-d3 g1-c1 h5-h8 b3-b5 f7xf4",
        [32, 1_127, 34_755],
    ),
    (
        11,
        "g8-a8 a7-c5 d8-d6 h6-e6 f1-d3 a4-c4 e8-g6 e6-e8 d3xh7 c4-e2 c1-d2 h4-g4 g6-d3 h3-g2 d1-d5 e2-e5 h7-g8 h5-f7 b8-b6 a3xa8 b1-b3 g2-g6 e1-e4 a2xd2 d3-d7 a8xd5 b3-a4 d2-b2 b6-d8 c5-c7 d7xg4 a5xd8 g4-d4 e5-c5 c8xa6 g6-g3",
        [25, 902, 24_087],
    ),
    (
        13,
        "b8-b6 h3-f5 f1-f4 a4-d4 f4-d6 d4-e5 d1-d4 a3-b3 f8-a8 e5-e2 b6-f6 a2-d5 c8-e6 b3-c2 b1-f1 d5-b7 d4-d1 e2xe6 e8-d7 h5-g6 d8-d4 g6-f7 d7-d3 h4xf6",
        [32, 1_394, 41_654],
    ),
    (
        14,
        "g8-e6 h4-f2 e6-c4 a4-c2 g1-a1 c2-a4 e8-c6 a5-c3 d8-c7 h5-f3 c7-d8 h2-g1 c6-e4 c3xa1",
        [32, 1_105, 35_387],
    ),
];

/// Whole games of seeded random play won by a player: OpenSpiel's seed,
/// Black's return (1 won, -1 lost), and the moves.
const FINISHED: &[(u64, i32, &str)] = &[
    (
        101,
        -1,
        "f1-d3 h7-e4 c8xa6 h6-h1 c1-c2 h4-f6 g8-e6 a4-c6 d3-b5 a7-c5 e6-c8 f6-h4 d8-d6 e4-c4 c2-f2 c4-e4 d1-c2 h3-f3 e1xh4 a3-c3 b1xe4 c5xf2 b8-b6 h2-f4 e8-g6 c6-e8 b5-d7 f2-f6 d6-d4 f4-e3 e4-b4 a2xc2 d7-e7 f3-d5 h4-g3 c2-e4 g3-f2 h5-g4 e7-f7 d5-b5 c8-c6 e4-e1 d4-d5 f6-e7 d5-g5 c3-d4 a6-a8 e1-e5 b6-e6 e5-d6 f7-f4 a5-b6 g1-e1 e8-b8 c6-f3 d4-e5 e6xg4 b5-a4 g5xe5 h1-f1 e5-f6 b6xf6 e1-c1 a4-a2 f3-h1 f1-e2 b4-a5 e3-c5 g4-g2 e2-f1 g6-f7 a2-c4 f7-g6 f6-g7 a8-d5 c4-a4 g6-h7 b8-d8 f8-h8 e7-b7 g2-e2 d8-f8 c1xf1 a4-c4 h1-e4 c4-c2 h7-g8 d6-e6 d5-g2 f8-c8 f4-f7 c5-e3 g8-h7 c8-a6 f1-f4 g7-e5 g2-d5 e3-f3 f7-c7 e6-g8 f4-g5 f3-g3 f2-f1 c2-c4 d5-g2 c4-e6 e4-d4 g3-h3 f1-c4 b7-d5 g5-h6 a6-d6 e2xe5 d6-c5 c4-b5 d5-d7 g2-h2 e6-c6 d4-f2 c6-c3 b5xd7 h3-f3 h6-g6 c3xa5 h7-e7 a5-a6 g6-e6 f3-g3 e6-c8 c5-a3 f2-f1 a3-a1 e7-f6 g8-g6 c8-e8 a1-a3 c7-c6 g3-e3 c6-b7 g6-f5 e5-c7 f5-g5 e8-g8 a6-c4 b7-b8 e3-d4 f1-g1 a3-b4 d7-d5 c4-c6 b8-e5 g5-h6 c7-d7 b4-b3 e5-g5 c6-a8 h2-g2 d4-a1 d5-b5 b3-b1 b5-b3 b1-c2 g2-g6 c2-d2 g1-f2 d2-d4 b3-d5 h6xh8 f6-f8 a8-a6 f8-c8 d4xf2 d5-f5 a6xc8 g6-h6 f2-g3 g5-f6 g3-f2 d7-d8 f2-g1 g8xc8 g1-f2 f5-f8 f2-g2 h6xh8 g2-h2 d8-c7 h2-h4 f6-f4 h4-h2 f4-e3 h2-g2 c7-d6 g2-h2 d6-b8 h2-f4 e3-e2 f4-h2 f8-g7 h2-f4 e2-e3 a1-b1 h8-e8 f4-e4 c8-d7 b1-a1 e3-d2 e4-d4 g7-h6 d4-e3 e8-g8 e3xh6 d2-d4 h6-h7 g8-g7 a1-b1 d4-d2 b1-d3 b8-b7 h7-h8 d2-e2 d3-c2 d7-c8 h8-h7 b7-e7 h7-g8 e2xc2",
    ),
    (
        102,
        1,
        "e1-c3 h5-f7 f1-d3 h7-e7 c3-e1 h6-f4 d3-d6 a6-c6 b8-h8 f7-c7 b1-c2 e7-e4 h8-b8 h3-h6 e8-e5 h6-e6 e5-d4 e4xc2 d1-h1 c2-b1 f8-c5 f4-f3 d6-d3 e6-e4 g8-g6 c7-e7 d4-d7 h4-h7 d3xa3 a4-c4 b8-b6 c4-d3 c8-e6 f3-f4 g6xc6 a2-c2 a3-d6 f4-d4 e1-f2 h7xd7 c5xa5 d3-e3 d6-h6 c2-f5 b6-b8 e4xh1 h6xe3 a7xa5 c6-e4 e7-d6 e4-e1 d4-c3 g1xb1 d6-d3 e1-a1 h1-h3 e3-e1 h3-h5 f2xh2 c3-c5 e6-d5 h5-h3 h2-f4 f5-f7 f4-g4 f7-f6 e1-e2 d7-c7 d5-c4 c5-b6 c4-b3 c7-b7 g4-f4 b7-c8 e2-d2 a5-c3 c1-b2 f6xd8 b2-c1 c8-e6 f4-e4 e6xe4 b8xd8 c3-e5 b3-a4 e5-f5 a4-b3 d3-g3 d2-c2 g3-d3 b3-a2 b6xd8",
    ),
    (
        104,
        -1,
        "b1-b3 a4-c6 g1-e3 c6-a4 e3xa3 a2-b1 e1-g3 h7-h1 c1-c3 h2-g2 f1-f3 g2-h2 b3-d5 b1-b3 d5xa5 a4xd1 c3-e1 h2-g2 b8-b6 h4-f6 c8-c7 f6-g7 g3xg7 a7-b8 c7-c6 h5-f7 e1-c3 a6-b7 b6-c5 b7-e7 f3xd1 b3xd1 c3-e1 e7-b7 e1-c3 d1-e2 a3-b2 b7-a6 d8-e7 b8-c7 c3-a3 e2-h2 a5-b4 h6-g5 c5-a5 h3-f1 a3-c1 h2-e2 e7-e4 g5-f6 e4-g4 f7-d5 b4-d2 f1-h3 f8-h6 c7-a7 g8-e6 f6-f7 d2-b4 g2-d2 g4xe2 h3-g2 e8-e5 g2-h3 c1-a3 a7-d7 c6-c7 h1-f3 a3-c5 a6-d6 b4-a4 f3-h5 c5-b6 d7-d3 a4-a2 d2-f4 b2-a3 d3-g3 a2-b1 g3-g5 a5-a7 h3xh6 b1-b3 h5-h3 a7-c5 d6-d8 c7xf7 g5-e7 b3-c2 d8-f6 b6xf6 f4-g4 c2-d1 h3-h1 f6-c6 e7-f6 f7-h7 h1-f1 d1xf1 d5-d4 f1-g1 g4xe2 g7-e7 f6-f7 a3-b3 e2-d2 c5-c3 d4-d6 b3-b2 f7-e8 h7-g8 h6-h5 b2-c1 h5-h4 g1-e1 d2-c2 e5-g7 h4-f2 c3-c7 f2-f3 e7-e3 d6-d7 c6xc2 f3-h3 e1-f2 h3-f3 f2-h2 e8-c8 h2-h3 c8-e8 h3-g2 d7-d8 c2-d1 e8-f7 g2-h3 d8-d6 c1-c3 f7-f5 g7-h6 f5-g5 c7-d8 d6-e7 h3-g2 g5-h5 c3xf3 e7-f8 d1-c1 h5xf3 e6-c6 f3-e2 h6-h7 e2xg2 c6-a8 g2-f2 c1-d1 f8-g7 d1-e1 g7-f6 e3-f4 f6-e5 d8-e7 e5-f5 e7-g7 f2-h4 e1-d2 f5-g5",
    ),
    (
        105,
        1,
        "c8-c6 a3xc1 b1-b3 h5-f5 g8-g6 f5-d7 c6-c8 h2-f2 f8xh6 h3-e6 f1-g2 d7-d4 g2-f1 f2-h2 c8-c6 d4-g4 g1xg4 a5-b5 h6-g7 a7-d7 b8-a7 b5-a5 b3xe6 d7-d4 g4-e2 h4-h1 e6xa6 h7-g8 g7-f8 h2-g1 e1-f2 a4-c2 e2-b5 c2xf2 a6-b7 g8-h7 d8-e7 d4-d2 f8-d8 f2-c5 d8-f6 c5-a3 e8-d8 a5-a1 e7-h4 a2-a6 d8-c7 d2-e1 b7-e4 c1-c4 c7xc4 a3xa7 b5-b6 h1xh4 b6-e3 h7-f7 e3-f4 e1-e3 f4-h6 h4xh6 g6-g8 f7-e8 e4-g4 e3-b6 d1-c2 a7-a4 c4-e6 a4-c4 f1xc4 h6-h7 c4-c7 a6-a8 f6-f7 a8xc6 g8-g5 h7-h8 f7-h5 g1-e3 c2-b2 e3-c1 e6-h6 c1-c4 g4-g6 c6xg6 g5-e5 c4-d5 e5-e3 e8-e6 e3-c5 e6-e5 h5-h2 d5-c4 b2-b4 c4-c1 c5xe5 c1-e3 e5-d5 g6-f7 b4-c5 a1-c3 c5-d6 h8-f6 h2-g2 e3-e2 d5-b3 e2-f3 c7-e7 c3-b4 d6-e5 b4-c3 e7-f8 f6-c6 b3-b1 b6-a7 g2-h2 c3xe5 f8-g8 f7-h7 g8-f8 f3-f1 h6-g5 e5-g3 h2-g1 h7-h6 g5-e3 c6-d7 b1-a2 d7-c6 f8-f6 g3-g5 e3-e2 a7-b7 e2-g2 c6xf6 a2-c2 f1-d1 c2-a2 g5-g8 g2-e2 h6-h5 e2-f1 b7-a7 f1-g2 h5-g5 g1xg5 f6-g6 a2-a4 g6-h6 g2-f2 h6-g6 f2-f1 d1xf1 g5-f5 f1-e2 f5-d3 e2-d2 a4-b5 g6-h6 b5-b6 g8-f7 b6-d4",
    ),
    (
        106,
        -1,
        "f8-d6 a2-c4 e8-e6 a7-c7 c8-f5 a3xc1 f5-c5 h2xd6 e1-c3 h6-f4 e6-e5 h5-h1 b8-e8 f4-b4 c3-e3 a6-a3 e3-e6 d6-b6 f1xh3 b4-d2 e5-d4 a5-a8 c5-d5 b6-b8 d1-b3 a3-a6 e6-e4 a4-a7 e8-f7 d2-e2 b3-b6 a6-a3 g1-c5 c1-d2 h3-g4 a8-a5 d5xa5 d2-b2 g4xe2 c4xf7 b6-f2 b8-b5 g8-e8 h4-f6 e8-g8 b5-a4 d8xf6 c7xc5 f6-f3 a4-b3 f2-g3 b2-b5 e4xh7 b3xf3 e2-e1 f3-g4 g3-h2 g4-g6 a5-c3 c5xc3 e1-e2 g6-g4 e2-c4 c3-d2 d4-e5 b5-b3 e5-d5 a7-d7 d5-e5 g4-g6 h2-f4 d7-c6 c4-e4 f7-h5 f4-f3 h5-f7 g8-f8 c6-e6 f8-g8 e6-f5 g8xg6 d2-e1 f3-g4 f5-h5 b1-a2 f7xh7 g4-h3 h5-g4 e5-d5 e1-d2 g6-h5 d2-e1 d5-d6 h7-f5 d6-d7 b3-b4 h5-h8 g4-f3 e4-c4 b4-b5 a2-b1 a3-d3 h3-g2 f5-f7 c4-d4 e1-f2 d4-e4 f2-f5 e4-e3 d3-g6 g2-f1 g6-g7 b1-e1 f3-h3 d7-a7 f7-g8 e3-d2 g7-e7 f1xh3 b5-b4 d2-e3 f5-g6 e1-c1 g6-h6 a7-a6 e7-d8 e3-f2 b4-b3 f2-g2 h6-f6 c1-e1 f6-f5 e1-c1 d8-c7 g2-h2 f5-e4 h2-g1 b3-b2 h3-h6 h1-f3 h6-g7 f3-h1 g7-f8 e4-d4 a6-a7 b2-a2 c1-b2 d4-e4 f8-c8 h1-h3 g1-e3 h3-f5 c8-b7 f5-h7 e3-c5 h7-d7 b7-a6 c7-d6 b2-c1 e4-f5 c5-c7 f5-f4 c7-b6 f4-e4 h8-h7 d7-c8 b6-a5 d6-d7 a6xc8 d7-f5 c8-b7 a2-b1 b7-a6 f5-d5 a6-b7 b1-b3 h7-f5 e4-e3 c1xe3 g8-h8 f5-f4 b3-b5 b7-c8 b5-e5 c8-a8 e5-c3 a8-c6 c3-c5 f4-g4 h8-g7 g4-h3 g7-g8 e3-e2 d5xa5 e2-d3 c5-e3 d3-c4 e3-e2 c6-d7 g8-h7 a7-b6 a5-a4 b6-a7 e2xc4 h3-g3 h7-g8 g3-f3 a4-a2 d7-e8 g8-d5 f3-f2 d5-c6 e8-d8 a2-a4 f2-e2 c6-d5 d8-d6 d5-d3 d6-d4 c4-c3 d4-f2 c3-a3 f2-f1 a3-b2 a7-b8 d3-c3 b8-a7 b2-b1 f1-h1 c3-c4 e2-e1 c4-e4 a7-b6 b1-a2 e1-g1 e4-g4 g1-h2 g4-h5 h1-g2 a4-a6 h2-e2 h5-h6 g2-f3 a6-a8 e2-e3 h6-g7 b6-b5 a8-a6 b5-a5 a6-b5 e3-f4 g7-f8 f3-f6 b5-a6 f6-g7 a2-b1 f4-g4 f8-f7 g4-f5 f7xf5 g7-g6 a6-a8 g6-h6 b1-c1 a5-a3 f5-g4 a3xc1 a8-b7 h6-f4 g4-g5 f4-f3 g5-g6 f3-g3 g6-g4 c1-b1 g4-f3 b1-c1 b7-c8 g3-h2 c8-b7 c1-b1 f3-f4 h2-g1 b7-a8 g1-g2 a8-a7 b1-c1 a7-b6 c1-d1 b6-c7 g2-g1 f4-d6",
    ),
    (
        107,
        1,
        "g1-a1 h6-f4 f8-d6 f4-h6 d1-b3 a7-b6 c1-e3 h3xf1 d6xh6 h5-f5 b1xf1 f5-d7 e3-c5 h4-f2 b3-e6 f2-f4 c5-c3 a3xc3 d8-e7 b6-d8 e1-f2 a4-c4 b8-e5 c3-b3 f1-g2 b3-b4 f2-b2 f4-f5 e5-e1 b4-d6 e8-e4 f5-f6 e1-c3 c4xe4 g2-f1 d7-a7 c8xa6 d8-b6 c3-d3 h2-g1 h6-h4 e4-d5 d3-c3 h7-g6 h4-h3 d6-d4 f1-d3 g6-h5 e6-c8 h5-h7 d3-b1 d5-f5 h3-h1 d4-c4 e7-b7 f6-e7 h1-h3 a5-c7 b7-c6 b6-e3 c8-a8 e7-e5 h3-h5 h7-e4 h5-h4 e4-h7 a1-d1 f5-g4 b1-d3 h7-e7 g8-g5 a7-b8 c6-e6 e7-g7 d1-f3 c7-e7 h4-g3 c4-e4 g3-f2 g1-f1 f2-f5 g4-g1 a8-d5 b8-b6 g5xe7 b6-a5 f5-h3 a2xd5 e6-g4 e5-e1 g4xe4 d5-a8 e7xg7 a8-d5 f3-e2 a5-a3 a6-a4 e3-f4 e2-b5 a3-b4 e4-e6 d5-f5 b5-d7 f4-c4 e6-e8 f5-g5 b2-e5 g1-h2 d3-d5 f1-d1 h3-g2 c4-f4 c3-f6 d1-b1 f6-f8 e1-c3 e5-h8 c3-d3 d5-c4 b4-b6 g2xg5 b1-a1 g7-e7 d3-f1 e8-b5 h2-h4 d7-c8 f1-d1 c4-d5 d1-f1 f8-f5 b6-c6 d5-d4 h4-h6 f5-h3 a1-a3 c8-e8 h6-g7 h3-g4 f1-g2 g4-f3 g7-h6 d4-e3 h6-f6 b5-d5 f6xh8 d5-d4 g2-f1 e7-f7 a3-b2 a4-a3 f4-e5 d4-d3 e5xg5 f3-g4 f1-e1 a3-a4 g5-h5 e3-d2 b2-c1 d3-e3 h5-h3 a4-a5 c6xe8 g4-g3 c1-c2 a5-b6 h3-g2 d2-f4 e8-c8 e3-c3 c8-c5 b6-b5 c5-c8 f7-e6 h8-f6 e6-g4 f6-g5 f4-d2 g2-f3 g3-f4 c2-b1 c3-c1 f3-d1 d2-d4 g5-f6 f4-g3 e1-d2 c1-c3 f6-g5 d4-e3 d1-f1 c3-b2 b1-a2 b2-c3 c8-c6 g3-f4 a2-b1 g4-e4 c6-c8 e3-g3 f1-g2 c3-c5 d2-f2 e4-c2 g5-f6 f4-h2 g2xc2 h2-f4 c8-b8 b5-c6 f2-d4 c5-d5 b1-d3 f4-f2 d3-e2 d5-e5 c2-d3 e5-e3 e2-c2 f2-h2 f6-e7 g3-f2 d4-c4 f2-g3 c4-a6 e3-f4 e7-e6 f4-e4 d3-f3 e4-b7 f3xc6 g3-g4 c6-b5 h2-f2 c2-c3 g4-h5 a6-a5 b7-a7 e6-f6 h5-g4 b5-c6 g4-g5 f6-h6 g5-e5 h6-g5 f2-f3 a5-a3 e5-e4 c3-b4 f3-h3 c6-a8 h3-h2 a3-c5 h2-h3 g5-e5 h3-g2 b4-c3 e4-f4 c3-b3 a7-b7 c5-b6 g2-f1 e5-d4 f4-f6 b6-b2 f6-g6 b3-a2 b7-b4 a8-c8 f1-g1 a2-b3 g6-f5 d4-f2 f5-e4 b3-c2 b4-c5 b2-a3 c5-b5 a3-b4 g1-h1 f2-g3 b5-a5 c8-e8 e4-c6 c2-d3 a5-a4 b8-d6 a4-d7 d6-f8 h1-f3 e8-c8 c6-d6 f8-d8 d7-c6 c8-d7 d6-f4 b4-c3 c6-c8 d7-d4 f3-e2 c3-d2 e2-d1 d2-d7 c8-b7 d3-e4 d1-c1 g3-h4 f4-e5 e4-b4 e5-e6 d8-f6 b7-c6 d7-d5 e6-g8 h4-h5 c6-d7 d5-d2 c1-c2 f6-f7 d7-c6 f7-e7 g8-g7 d4-d6 c6-d7 d6-c7 g7-g6 d2-e3 d7-e6 e7-g7 e6-f5 h5-h4 c2-c4 g7-f8 g6-e4 b4-b3 e4-d5 h4-g3 c4-b5 e3-d2 b5xb3 g3-h4 b3-a3 c7-d7 d5-c4 d2-e1 c4-c5 h4-f2 f5xf8 f2-e2 a3-d6 e2-d3 c5-d5 e1-d1 d5-e6 d7-c6 e6-d5 d3-e4 d5-d8 c6-a6 f8-g7 d1-c1 g7-h7 e4-e5 d6-d4 e5-d6 d8-c7 c1-d2 c7-c6 d2-c2 h7-h8 d6-e7 c6-d7 c2-d2 d7-c8 a6-a5 d4-b2 e7-d6 h8-f6 a5-b5 f6-g5 d2xb2 g5-h4 d6-c5 c8-b8 b5-d5 b8-a7 c5-c4 h4-f4 c4-e4 a7-b7 b2-a3 b7-c7 d5-b7 f4-d6",
    ),
];

#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&LinesOfAction::start(), &START[..3], "the start");
}

#[test]
#[ignore = "slow without --release: cargo test --release --test lines_of_action_perft -- --ignored"]
fn perft_4_from_the_start() {
    assert_eq!(perft(&LinesOfAction::start(), 4), START[3]);
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, moves, counts) in POSITIONS {
        perft_is(
            &position::<LinesOfAction>(moves),
            &counts,
            &format!("seed {seed}"),
        );
    }
}

#[test]
fn finished_games_name_openspiels_winner() {
    for &(seed, first, moves) in FINISHED {
        won_as_openspiel_says::<LinesOfAction>(seed, first, moves);
    }
}

/// Every position of the games above reads back from its own notation.
#[test]
fn positions_read_back_from_their_notation() {
    for &(_, _, moves) in FINISHED {
        reads_back::<LinesOfAction>(moves);
    }
}
