//! Mate problems: each position is found as a win at the published
//! distance (mate in 2 is a win in 3 plies, mate in 3 a win in 5), with a
//! first move that mates that soon: the published key, or where the key is
//! not unique, one of the others.
//!
//! The positions are every mate in 2 and mate in 3 of `matetrackpv.epd` in
//! the public `vondele/matetrack` repository on GitHub (Stockfish's mate
//! tracking suite, whose problems come from the ChestUCI collection), less
//! one mate in 2 where 117 of the 125 first moves mate. The first move
//! listed is the one of the suite's principal variation; the others that
//! mate as soon were found by brute force with python-chess (1.11), which
//! also confirmed that none of the positions has a shorter mate. The suite
//! gives no move counters: `0 1` is added.

use alphabeta::games::chess::Chess;
use alphabeta::runtime::notation::move_to_string;
use alphabeta::runtime::{Limits, Notation, ScoreKind, SearchOptions, Searcher};

/// Mates in 2: the position and every first move that mates in 2.
const MATES_IN_2: &[(&str, &[&str])] = &[
    (
        "2brrb2/8/p7/7Q/1p1kpPp1/1P1pN1K1/3P4/8 w - - 0 1",
        &["h5a5"],
    ),
    ("2N2B2/2N1r3/8/3nQ2R/1k6/8/2B5/R3K3 w Q - 0 1", &["e1c1"]),
    (
        "3N3K/B2bRB2/1Qp4p/1R1pppp1/1P2k3/r3pNP1/2P1P3/b2r3q w - - 0 1",
        &["d8b7"],
    ),
    ("3R4/8/8/2p3K1/2p5/5B2/R1pPNB2/1b1k4 w - - 0 1", &["d2d4"]),
    ("5R2/1N3p2/3pk3/6PR/3Q4/B3K3/8/8 w - - 0 1", &["d4g4"]),
    (
        "7B/5R2/3p3N/3P4/1K2k2r/4N3/4Q3/8 w - - 0 1",
        &["b4c4", "f7g7", "b4c3", "e3g4"],
    ),
    (
        "8/3R4/b2p3p/2p3nk/1p2N1p1/p2BP3/r2PN1P1/3K4 w - - 0 1",
        &["e2f4"],
    ),
    ("8/5R2/2K1P3/4k3/8/b1PPpp1B/5p2/8 w - - 0 1", &["c6d7"]),
    ("8/7B/2R5/4Nr1p/4kb1Q/8/1B6/4K2R w K - 0 1", &["e1g1"]),
    (
        "8/8/8/2p1R3/1p3p2/1p1k1p2/1B5p/1K2Q3 w - - 0 1",
        &["e1e4", "e1d1"],
    ),
    ("8/8/8/8/8/8/4QRb1/R3K2k w Q - 0 1", &["e2e4"]),
    (
        "8/p4P1K/rb1N2Bp/p3P3/N3R1P1/1P1k1P2/1Pbrnp2/2R2Q2 w - - 0 1",
        &["h7h6"],
    ),
    (
        "n1N3br/2p1Bpkr/1pP2R1b/pP3Pp1/P5P1/1P1p4/p2P4/K7 w - - 0 1",
        &["e7a3"],
    ),
    (
        "n7/2r5/1r4R1/4n3/2R1Q1P1/3P1pK1/4N3/7k w - - 0 1",
        &["e4b7"],
    ),
    (
        "r5r1/1R4b1/1Q6/4nk1p/2p1R3/2P3PK/2BB4/q7 w - - 0 1",
        &["e4f4", "b7f7", "e4e2", "e4e1"],
    ),
    ("rn2N3/8/4R2b/B3R3/3kP1N1/K2n4/8/1q6 w - - 0 1", &["e5d5"]),
];

/// Mates in 3: the position and every first move that mates in 3.
const MATES_IN_3: &[(&str, &[&str])] = &[
    (
        "1K3RQ1/ppn3p1/r3N1pq/2pN4/2b1kPB1/b5r1/8/2BR4 w - - 0 1",
        &["d5f6"],
    ),
    (
        "1N3B2/5p2/2R2p2/1p1kpp2/1P2rp2/2P1pB2/2P1P1K1/8 w - - 0 1",
        &["c6c8"],
    ),
    ("1r4k1/8/5PP1/K7/6NR/7B/1r6/7R w - - 0 1", &["g4h6"]),
    ("1r5k/4NP1b/7K/8/6R1/8/8/8 w - - 0 1", &["g4g8"]),
    ("2K4N/3PP1k1/5N2/6n1/8/8/8/8 w - - 0 1", &["e7e8n"]),
    ("2k5/2N5/1PKP4/2P5/8/8/8/8 w - - 0 1", &["c7e6"]),
    (
        "2q5/4B2p/7n/4p1pk/P2n1b2/R3P2P/2r3P1/1Q3R1K b - - 0 1",
        &["c8h3"],
    ),
    (
        "2rB4/1b1n1pp1/pn4Rp/1Q2NB2/2pK1k1r/3RN1pr/4P3/8 w - - 0 1",
        &["f5h3"],
    ),
    (
        "3K4/pp3B2/qrk5/bp2B3/1p1P4/1P6/5P2/8 w - - 0 1",
        &["e5f6", "e5g7"],
    ),
    ("4R3/1k6/bp6/1p1P4/1K6/8/1B6/3Q4 w - - 0 1", &["b2h8"]),
    (
        "5n2/KR2p3/2pp4/k2p4/P7/pPpN2Bb/5pp1/5rq1 w - - 0 1",
        &["g3e5"],
    ),
    ("8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - 0 1", &["f2a7"]),
    (
        "8/3K2p1/p7/2pkpB1p/2pbNp2/2p4r/2n1P3/3Qq1n1 w - - 0 1",
        &["e2e3"],
    ),
    ("8/3P2P1/3N4/3k4/4N3/4K3/8/8 w - - 0 1", &["d7d8n", "g7g8q"]),
    ("8/4p3/7R/n7/rp6/kp5Q/8/1K6 w - - 0 1", &["h6d6"]),
    (
        "8/5p2/3N4/1BPp1P2/1Bpk1Pp1/2p2pP1/2p2K2/2N5 w - - 0 1",
        &["b5a4"],
    ),
    (
        "8/8/2p5/8/2P1p1Pp/1P2Pk1P/rpB1bP2/b2Q2K1 w - - 0 1",
        &["c2e4"],
    ),
    (
        "8/B3p3/2K1p1p1/4Pkpb/5pn1/2P2N1B/4PP2/6R1 w - - 0 1",
        &["c6d7"],
    ),
    (
        "k1B5/2p5/NbN5/8/P2p4/P2p4/P1prp3/2RbK3 w - - 0 1",
        &["a4a5"],
    ),
    (
        "K1R5/1P1r1n2/1pR3N1/2p1p2r/1BpkBp1N/1bp2Q2/2P2P2/1n2b3 w - - 0 1",
        &["c6c5"],
    ),
    (
        "k7/1pR2R2/p6r/8/1N6/2K5/3P4/4B3 w - - 0 1",
        &["c7c8", "f7f8"],
    ),
    (
        "k7/1pRN1p2/p3r2p/Q2N2p1/3PPP2/8/5P1P/R5K1 w - - 0 1",
        &[
            "a5b4", "d7b6", "c7c8", "c7b7", "d5b6", "a5a6", "a5c5", "a5b5",
        ],
    ),
    (
        "n3b3/Npp4R/p1pp4/k7/N7/Kp6/8/R5B1 w - - 0 1",
        &["g1d4", "a4b6", "a4c5", "g1e3", "g1f2"],
    ),
];

/// Searches each problem to the depth that sees the mate (the mated side's
/// lack of moves is found one ply past the last move) and checks the
/// distance and the first move.
fn solve_all(problems: &[(&str, &[&str])], moves: u32) {
    let mut searcher = Searcher::<Chess>::new(SearchOptions {
        hash_mib: 8,
        ..SearchOptions::default()
    });
    let plies = 2 * moves - 1;
    for &(fen, keys) in problems {
        let position = Chess::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        searcher.clear();
        let result = searcher.search(&position, &Limits::depth(plies + 1));
        assert_eq!(ScoreKind::of(result.score), ScoreKind::Win(plies), "{fen}");
        let first = move_to_string(&position, result.best_move.expect("a move"));
        if keys.len() == 1 {
            assert_eq!(first, keys[0], "{fen}");
        } else {
            assert!(
                keys.contains(&first.as_str()),
                "{fen}: {first} is not among {keys:?}"
            );
        }
    }
}

#[test]
fn mates_in_2_are_wins_in_3_plies() {
    solve_all(MATES_IN_2, 2);
}

#[test]
fn mates_in_3_are_wins_in_5_plies() {
    solve_all(MATES_IN_3, 3);
}
