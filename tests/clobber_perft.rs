//! Clobber's move generator against OpenSpiel's "clobber" (its default 5
//! rows and 6 columns, open_spiel 2.0.2 from pip), as
//! `tests/reference/clobber_openspiel.py` printed them on 2026-11-27: perft
//! by recursing on `legal_actions()` from the start and from positions of
//! seeded random play, and the winner of finished random games by
//! OpenSpiel's returns. None of these numbers was computed here.

use alphabeta::games::clobber::Clobber;
use alphabeta::runtime::Game;

mod openspiel_support;

use openspiel_support::{perft_is, position, reads_back, won_as_openspiel_says};

/// Perft of depths 1 to 4 from the start (depths 1 to 3 are the issue's).
const START: [u64; 4] = [49, 2_116, 80_063, 2_630_382];

/// OpenSpiel's seed, the moves from the start as it writes them, and
/// perft at depths 1 to 4.
const POSITIONS: &[(u64, &str, [u64; 4])] = &[
    (1, "b4b5 b1c1 e5e4 f3f2 d4d5 c2d2", [17, 239, 2_773, 27_145]),
    (
        2,
        "c5c4 f5e5 d4d5 c2c1 a1a2 a4a3 e1d1 d3e3 f4f3 e2d2 b4b3 b5a5",
        [8, 56, 354, 1_877],
    ),
];

/// Whole games of seeded random play: OpenSpiel's seed, the first
/// player's return (1 won, -1 lost), and the moves.
const FINISHED: &[(u64, i32, &str)] = &[
    (101, -1, "d2c2 c4d4 e1d1 b1a1 f4f3 b3a3 a5a4 a2b2 e3e4 d5c5 e4d4 d3c3 c2c3 f5e5 f2f1 a3a4 b4b5 c5b5"),
    (102, 1, "b4c4 d1c1 e3d3 f5f4 d2e2 f1e1 a1a2 a4a5 a3b3 e4e5 e2e1 c2c3 c5d5 b1b2 d3c3 f3f2 a2b2 e5d5 d4d5"),
    (103, -1, "c1b1 f3e3 d4e4 d5c5 d2d3 f1f2 b4b5 a2b2 c3c4 a4a3 e5f5 e3d3 b5c5 b2b1 a1b1 e2e1"),
    (104, -1, "a5a4 e4f4 c3d3 b1c1 a3b3 b5c5 d4c4 c5c4 b2c2 f5e5 e3e2 f3f2 b4c4 f1e1 e2f2 c1c2 a1a2 c2d2 d3d2 d1d2"),
    (105, -1, "d2c2 b3a3 e5e4 b5c5 c3d3 b1a1 f2f3 c4d4 e4d4 e2e3 d4d5 a4a5 f4f5 d1c1 b2a2 e3f3 a2a3 c1c2 e1f1 c5d5"),
];

#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&Clobber::start(), &START, "the start");
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, moves, counts) in POSITIONS {
        perft_is(
            &position::<Clobber>(moves),
            &counts,
            &format!("seed {seed}"),
        );
    }
}

#[test]
fn finished_games_name_openspiels_winner() {
    for &(seed, first, moves) in FINISHED {
        won_as_openspiel_says::<Clobber>(seed, first, moves);
    }
}

/// Every position of the games above reads back from its own notation.
#[test]
fn positions_read_back_from_their_notation() {
    for &(_, _, moves) in FINISHED {
        reads_back::<Clobber>(moves);
    }
}
