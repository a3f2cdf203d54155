//! Chess perft where legality is hardest: pins, double checks, en passant
//! that uncovers a check or gives one, castling through attacked cells or
//! giving check, promotions that check or leave the king stalemated; the
//! Chess Programming Wiki's positions 4 (and its mirror), 5 and 6; and
//! positions reached from Kiwipete and positions 4 and 5 by seeded random
//! play. The counts are OpenSpiel's (open_spiel 2.0.2) and, for the
//! endgames, where OpenSpiel ends the game on insufficient material,
//! python-chess's (1.11.2); each position's deepest count is also the one
//! its authors published (the TalkChess "perftsuite", the wiki's table),
//! but for "promotion out of check", counted to a shallower depth than the
//! published one. `tests/reference/chess_pins_openspiel.py` wrote them; the
//! tests never run it.
//!
//! Each position is counted with bulk counting (the last ply counted by
//! the generated `move_count`) and, to depth 3, by playing every leaf (the
//! generated `generate`), so that the two ways of finding legal moves are
//! checked against the same numbers.

use alphabeta::games::chess::Chess;
use alphabeta::runtime::{perft, perft_with, Notation, PerftOptions};

/// What a position tries, its FEN, and its counts from depth 1.
type Case = (&'static str, &'static str, &'static [u64]);

/// The wiki's positions and the legality suite.
const LEGALITY: &[Case] = &[
    (
        "CPW position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333],
    ),
    (
        "CPW position 4, mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9_467, 422_333],
    ),
    (
        "CPW position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379, 2_103_487],
    ),
    (
        "CPW position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890, 3_894_594],
    ),
    (
        "en passant that would uncover a check on the rank",
        "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
        &[18, 92, 1_670, 10_138, 185_429, 1_134_888],
    ),
    (
        "en passant that would leave a diagonal pin",
        "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
        &[13, 102, 1_266, 10_276, 135_655, 1_015_133],
    ),
    (
        "en passant that gives check",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        &[15, 126, 1_928, 13_931, 206_379, 1_440_467],
    ),
    (
        "castling that gives check",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        &[15, 66, 1_198, 6_399, 120_330, 661_072],
    ),
    (
        "long castling that gives check",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        &[16, 71, 1_286, 7_418, 141_077, 803_711],
    ),
    (
        "castling rights lost by capture",
        "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
        &[26, 1_141, 27_826, 1_274_206],
    ),
    (
        "castling through attacked cells",
        "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
        &[44, 1_494, 50_509, 1_720_476],
    ),
    (
        "promotion out of check",
        "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
        &[11, 133, 1_442, 19_174, 266_199],
    ),
    (
        "discovered check",
        "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
        &[29, 165, 5_160, 31_961, 1_004_658],
    ),
    (
        "promotion that gives check",
        "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
        &[9, 40, 472, 2_661, 38_983, 217_342],
    ),
    (
        "under-promotion that gives check",
        "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
        &[6, 27, 273, 1_329, 18_135, 92_683],
    ),
    (
        "self stalemate",
        "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
        &[2, 6, 13, 63, 382, 2_217],
    ),
    (
        "stalemate and checkmate",
        "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
        &[10, 25, 268, 926, 10_857, 43_261, 567_584],
    ),
    (
        "double check",
        "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
        &[37, 183, 6_559, 23_527],
    ),
];

/// After seeded random play (Python's `random.Random(seed)` choosing among
/// OpenSpiel's legal actions): 8, 10, 12 and 14 plies from Kiwipete, then
/// from position 4, then from position 5.
const RANDOM_PLAY: &[Case] = &[
    (
        "Kiwipete, seed 1",
        "r3kb1r/p1ppqp2/bn2pnp1/1N1PN3/1p2PB1P/2Q5/PPP1BPp1/R3K2R w KQkq - 5 5",
        &[58, 2_396, 121_985],
    ),
    (
        "Kiwipete, seed 2",
        "r3k1r1/p1pp1pb1/1n2pnp1/1q1PN1B1/4P1Q1/2Nb3p/1PP1BPPP/R3K2R w KQq - 0 6",
        &[56, 2_297, 122_278],
    ),
    (
        "Kiwipete, seed 3",
        "1rb1k1r1/p1ppqNb1/1n1Pp3/7p/Pp2PnQ1/2N4p/1PPB1PPP/R3K2R w KQ - 1 7",
        &[46, 1_876, 78_885],
    ),
    (
        "Kiwipete, seed 4",
        "r2q1k1r/p1p2pb1/1n1P2p1/1bN1p3/1p2n3/1Q6/PPPBBPpP/2R1K1R1 w - - 0 8",
        &[51, 2_419, 114_918],
    ),
    (
        "position 4, seed 1",
        "2kr3r/Pppp1p1p/1Pn2nbp/1P6/BB2P1P1/2q2N2/Pp1P2KP/R2Q1R2 w - - 3 5",
        &[46, 2_049, 87_443],
    ),
    (
        "position 4, seed 2",
        "r3kr2/Pppp1ppp/1b3nbN/1P4P1/B2BP2P/5q2/P2n4/b2Q1RK1 w q - 0 6",
        &[27, 1_355, 36_535],
    ),
    (
        "position 4, seed 3",
        "2kr3r/Ppp2ppp/1b3n1N/1PPpN2b/Bn2P3/7P/qp1P2P1/RQ3RK1 w - - 0 7",
        &[45, 1_779, 77_127],
    ),
    (
        "position 4, seed 4",
        "r3k2r/Ppp2ppp/1P3nb1/1PBp1N2/1n2P3/PB3NP1/q1bP3P/R2Q1RK1 w kq - 5 8",
        &[47, 1_586, 73_224],
    ),
    (
        "position 5, seed 1",
        "rn1q1k1r/pb1Pb2p/1pp1p1p1/8/2B5/3QB3/PPP2nPP/RN2K2R w KQ - 0 12",
        &[46, 1_406, 62_601],
    ),
    (
        "position 5, seed 2",
        "r1b3kr/p2Pb1pp/nqp2p2/1B6/2NN4/2P5/PP3nPP/R1BQK2R w KQ - 5 13",
        &[55, 1_846, 96_165],
    ),
    (
        "position 5, seed 3",
        "rnb2k1r/3Pb3/pqp1p3/6pp/7P/6P1/PPP1Nn2/RN1QKR2 w Q - 0 14",
        &[34, 985, 32_029],
    ),
    (
        "position 5, seed 4",
        "rnb1qbkr/p2P1ppp/1p2B3/1Pp2N2/P7/N7/2P3PP/R1BnK2R w KQ - 0 15",
        &[44, 1_000, 40_800],
    ),
];

/// Checks every depth of each case, bulk-counted, and to depth 3 with
/// every leaf played.
fn check(cases: &[Case]) {
    let played = PerftOptions {
        bulk: false,
        count_ended: false,
    };
    for &(what, fen, counts) in cases {
        let position = Chess::parse_position(fen).unwrap_or_else(|e| panic!("{what}: {e}"));
        for (depth, &count) in (1..).zip(counts) {
            assert_eq!(perft(&position, depth), count, "{what}: perft({depth})");
            if depth <= 3 {
                assert_eq!(
                    perft_with(&position, depth, played),
                    count,
                    "{what}: perft({depth}), every leaf played"
                );
            }
        }
    }
}

#[test]
fn pins_checks_and_en_passant() {
    check(LEGALITY);
}

#[test]
fn positions_after_random_play() {
    check(RANDOM_PLAY);
}
