//! Go's move generator and count against OpenSpiel's "go" (board_size 9,
//! komi 7.5, open_spiel 2.0.2 from pip), as `tests/reference/go_openspiel.py`
//! printed them on 2026-11-26: perft by recursing on `legal_actions()` from
//! the start and from positions of seeded random play chosen for captures,
//! a ko that bans a point, and a pass just played; and the winner of
//! finished random games (random play, then two passes) by OpenSpiel's
//! returns. None of these numbers was computed here.

use alphabeta::games::go::{Go, Go19};
use alphabeta::runtime::notation::position_to_string;
use alphabeta::runtime::{
    perft, Game, Limits, MoveBuffer, Notation, Outcome, SearchOptions, Searcher, Side,
};

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

/// Perft of depths 1, 2, 3 from the start (the depth 3 count is also the
/// issue's).
const START: [u64; 3] = [82, 6_643, 531_522];

/// Perft of depth 4 from the start, by the same recursion.
const START_4: u64 = 42_002_809;

/// What each position was chosen for, OpenSpiel's seed, the moves from
/// the start, and perft at depths 1, 2, 3.
const POSITIONS: &[(&str, u64, &str, [u64; 3])] = &[
    (
        "captures",
        32,
        "A2 B4 B3 F5 G4 F8 D1 F1 G2 E6 D9 G6 B2 H9 A9 E7 A1 F3 C1 J5 J7 E8 B9 D3 E9 D4 C3 A6 C2 B5 F2 H1 C7 A3 J9 J3 J6 G1 A7 E2 J1 J8 D6 C5 E4 D8 C6 F9 F4 B7 E3 C8 E1 F7 J4 H4 D5 G5 H2 A4 G9 B6",
        [21, 480, 9314],
    ),
    (
        "captures",
        35,
        "H8 G5 H2 A6 C3 C5 G7 H4 J9 H1 E9 E5 A7 E2 C7 B1 pass C1 J2 pass J7 H7 D1 C4 F7 J5 G1 E1 H3 G4 C2 E3 B5 F3 C8 D2 B7 C6 F2 D5 J3 C9 B2 G3 B9 D8 J8 F6 A8 E7 J1 H5 F9 B6 E6 D9 F1 G2 F8 E4 D7 G6 A3 H1 F5",
        [21, 427, 8391],
    ),
    (
        "captures",
        39,
        "J3 H4 G6 D1 H3 E4 C7 H9 A1 C5 J6 G3 F1 B6 D2 G7 C1 A3 J8 F4 E5 G8 E8 B2 G9 D5 E6 E7 C4 A4 B9 J1 F6 C6 B4 C8 B5 F8 B1 H1 pass E3 J9 pass A8 A7 J5 G5 H7 B7 E9 E2 H5 G4 A2 H2 F3 D9 F9 D4 C3 F2 H6 B8 H8 C2 A6 B1 A1",
        [19, 322, 5673],
    ),
    (
        "pass",
        48,
        "H8 E5 H2 C9 J8 D5 E8 H3 F7 E3 C3 E2 D9 G4 F4 J9 pass F3 E9 J4 B1 F1 C5 G1 C2 C6 H7 G2 D2 E1 G8 B7 A5 F5 G9 G5 B2 C4 H5 E4 A1 D8 D6 B3 A7 E7 D4 B4 B8 B6 C1 G7 A2 A4 J7 F4 A8 G6 H9 F2 J2 H4 D3 F6 A9 F9 J6 C8 A3 F8 H1 E8 H6 E6 C7 D1 E9 pass",
        [19, 364, 6153],
    ),
    (
        "pass",
        49,
        "J1 A6 A7 G2 H5 D9 H8 G1 F1 D5 F3 E8 H1 F9 H4 B6 F7 B8 B1 D3 H7 E2 C2 C5 D8 J4 D4 C9 G4 A4 C8 G5 A8 F8 E1 E9 D6 pass E7 B9 G3 pass B2 A9 E4 J8 G9 F5 A3 G8 C4 E6 B5 C6 B4 H6 E5 G7 J7 J5 J3 B3 C7 A1 H9 F2 C1 E3 D2 pass J9 C3 A2 D1 D7 B7 F4 A8 pass",
        [12, 123, 1476],
    ),
    (
        "ko",
        132,
        "H6 B3 A7 H1 F3 F1 H5 J2 G9 D1 C5 E8 F5 E4 J8 A4 C8 E5 F7 C7 F8 pass D9 G5 E9 J9 B7 B9 D6 C9 E7 E6 F4 G4 H7 B4 H2 pass G1 J7 C1 H8 A5 A8 B2 H9 G2 J5 A2 J4 D4 F6 G7 C2 C6 B1 D8 H4 C3 pass D2 D5 E2 D3 E8 J8 C1 A6 B5 B8 J1 C2",
        [18, 271, 4704],
    ),
    (
        "ko",
        262,
        "E5 G8 J6 H7 J5 D6 H5 C4 A1 E4 J7 E3 C3 E6 B4 G6 pass A3 D1 B9 F7 G1 B1 H9 C9 H3 G9 J4 F5 D5 J8 G7 J3 D4 E7 J2 D3 D9 G4 F4 H4 A8 E2 F9 C5 E1 G2 E8 B3 H8 C7 A6 C1 A2 B8 B6 F1 pass J1 pass B7 A9 H6 B2 E1 C6 G3 J3 C2 G9 F8 pass C8 F3 H1 A7 A4 pass A5 A3 B5 F2 F6 J9 G5 E9 pass A2 D8 H8 H2 E8 D9 J3 G7 G9 J4 pass D2 F9 B2 A3 pass J2 H9 E9 H7 D7 H3 J2 G6 J9",
        [12, 112, 1261],
    ),
    (
        "ko",
        308,
        "F3 A3 J6 C6 F6 G8 A5 G3 J7 G5 A8 C8 E6 H3 E3 C2 D2 J2 H1 D5 C3 E9 D7 G7 B8 E7 H5 A1 H7 B5 E5 B7 A4 D6 E8 D1 C4 A6 H4 G6 A9 B9 E4 B3 J3 H8 D4 A7 G9 H9 F2 F1 J9 B6 G2 G4 J8 E1 A8 C1 B8 H6 C9 F4 C5 E2 pass D3",
        [18, 325, 5591],
    ),
];

/// OpenSpiel's seed, Black's return (1 won, -1 lost, 0 drawn), and the
/// finished game's moves.
const FINISHED: &[(u64, i32, &str)] = &[
    (
        1001,
        -1,
        "H1 J3 D2 C9 G6 E3 D7 H6 J9 E7 C4 G1 D1 D9 E4 G9 G3 C1 J2 A7 B9 C5 G7 F2 B2 pass pass",
    ),
    (
        1002,
        -1,
        "D8 F9 J6 B4 A3 H2 C5 E8 J2 C2 J7 D9 G1 A5 H4 F1 C8 D1 C6 B6 D7 D2 F8 G6 G2 C4 H5 B9 H7 H9 A8 J3 J1 A7 B8 A9 D6 J8 E4 H1 B2 A6 pass pass",
    ),
    (
        1003,
        -1,
        "A8 A9 B6 B4 H7 F7 D9 J7 J6 D1 J5 A2 H8 F9 E8 H9 E2 F5 F6 G5 C9 A5 C7 H6 pass D7 C1 A7 A3 B8 H5 A6 F1 J3 C3 J8 B7 E7 A1 F2 B5 F4 G1 F8 H3 E5 J1 E4 G6 J2 G4 A8 G8 pass pass",
    ),
    (
        1004,
        -1,
        "J6 E2 J9 J8 E8 H3 B4 B6 H1 D3 A7 A2 D9 A5 A1 F3 E1 E3 C4 J1 H8 A6 F4 F5 E4 C1 F2 C6 G2 H6 C9 G1 B5 A8 D1 J4 F1 pass F6 G5 F7 D2 A4 F8 H7 B9 E7 G8 J3 H5 F9 J2 A3 D6 B3 A9 C3 B1 B7 G3 B8 J5 C8 A1 pass pass",
    ),
    (
        1005,
        -1,
        "H7 G6 H8 J6 F9 C5 B6 E9 E3 F8 G2 J5 A7 B4 E1 G1 A6 A2 C7 B5 J1 D3 B3 H1 A4 J7 D2 C6 F3 D9 A8 E5 J4 G9 F7 D1 E4 H9 J9 H4 F4 H6 C9 B8 G7 E7 G5 A9 A5 E2 B1 D7 D6 J3 C3 H5 pass C4 C8 H2 J8 F5 G8 pass C2 F1 F9 A1 B9 C1 B2 D4 H3 D5 F2 pass pass",
    ),
    (
        1006,
        -1,
        "J5 H1 D4 F7 B1 B4 H9 B6 A1 E4 D9 C6 E3 D2 A8 F1 G6 C1 A6 J1 A4 D8 G8 F8 E8 D1 A2 J3 F9 G4 F2 G2 C8 G5 E1 J6 D6 E7 F5 D5 A7 A3 A9 D7 J9 H3 H8 B5 pass B8 B3 J8 F4 F6 C2 H6 E9 C5 C3 F3 J2 E6 E2 G1 D3 J7 D1 pass H5 C7 G7 C4 A3 H2 A5 G3 C1 C9 B9 G9 D2 B7 E9 B2 D2 E5 pass pass",
    ),
    (
        1007,
        -1,
        "E1 F9 F3 F5 G3 E4 J8 J1 C4 J9 H1 C8 J5 F1 G1 E8 G4 E5 F2 D2 C7 G9 B9 B7 D1 A4 J7 G7 G5 D4 B4 E3 B8 B1 C5 A8 B5 E2 F4 A1 B2 D9 D7 B3 H7 A7 B6 F8 A6 C2 F7 H3 C9 pass D5 A3 D3 C1 J6 G6 H6 A9 J3 B8 J4 H2 C6 G2 G8 E7 H5 F1 C3 H9 G1 E6 pass D8 F6 A2 H8 J2 E1 E9 A5 D1 G6 B2 H4 pass pass",
    ),
    (
        1008,
        -1,
        "D8 C7 H5 B2 F2 G1 D3 J2 F6 B1 H9 D6 D5 H4 D9 G3 H1 A5 J3 A8 A2 E3 B5 G4 C2 J9 D2 A3 F9 B4 B6 D4 F4 E2 E7 pass F7 G5 G6 B3 B8 J6 F8 C9 H6 H7 G7 A7 H8 B7 D1 E5 A6 J1 C4 C1 A4 D7 J4 C5 C8 E9 G8 J7 J8 H3 pass E1 F3 F1 E8 B9 E6 E4 G2 H2 J5 A1 G9 C3 J6 C4 E9 D3 A5 pass pass",
    ),
    (
        1009,
        1,
        "F3 B1 B8 B2 H8 C8 G3 J8 H4 E4 F5 E2 F1 G4 F4 D2 H9 A4 J2 F6 D4 J5 A1 E6 F2 J9 E7 C5 J7 G2 H2 A9 E8 H6 pass H3 G6 D1 D3 D7 F7 G5 H5 B5 C4 C7 J6 C6 D6 G1 J8 pass G5 G7 G4 C3 E3 C9 B7 J4 D9 D5 pass G9 F9 H1 C1 E5 F8 D8 B6 A5 B4 H7 E9 B3 A2 B9 G8 D6 J3 H6 H7 E1 H6 A6 A7 J5 H3 A3 A2 pass J4 pass C2 pass D2 E1 G9 E2 D1 E1 J9 A1 G7 A2 J1 A8 H1 pass B8 B7 pass G1 pass pass",
    ),
    (
        1010,
        -1,
        "F9 E4 G8 B2 A7 E7 B7 E3 B3 J7 C4 F2 E9 D9 G6 E5 D3 A8 H9 B6 B8 F7 B4 G5 E1 A1 A6 C6 F6 A9 H3 C9 J8 D2 E2 H6 J2 C1 G3 D6 C2 D1 F1 A2 B9 J1 J9 G2 F5 H4 B5 A3 D5 H7 F4 D7 G4 A4 G7 J3 H5 C3 E6 pass C2 E8 C8 C7 G1 A8 D4 H1 J4 H8 H4 B1 E2 E1 F8 J6 G5 G1 C5 C3 A5 F1 H2 G9 H9 F3 C2 J9 C3 J5 J3 G9 A9 G7 F8 J8 pass E2 G6 H4 H2 G3 G5 F5 G4 E9 E6 H5 F9 H9 F4 F6 G4 G6 F4 J2 J3 E6 H3 G8 D8 F8 pass J4 H3 pass pass",
    ),
    (
        1011,
        -1,
        "B6 F4 D1 C7 F3 H7 B7 A8 A9 A5 G3 H2 H8 H5 E7 G2 J6 G4 C2 J4 J8 D6 B4 F5 B1 A6 H9 pass E2 A7 A1 B9 J3 F7 G7 A3 J9 B2 C4 H6 H3 H4 C8 J2 F8 A2 C3 B8 D4 E5 E6 A4 G1 C6 D9 G9 E8 J5 D5 E1 F2 D3 F6 B3 D2 E4 J7 B5 F1 B6 D7 G8 J6 G6 D8 H1 C5 J8 E1 B7 F7 H8 E3 J7 D3 H9 F9 J9 E9 A9 C9 A4 C6 B8 C1 B9 A3 C7 A2 A9 pass B7 B2 pass A5 D6 E6 G5 F8 pass E9 pass C8 A8 F9 F7 C9 F6 B5 J6 A7 D8 E8 D9 A4 pass pass",
    ),
    (
        1012,
        -1,
        "H5 C3 A3 A7 B4 D1 E6 A5 A8 F9 C4 E3 E8 B8 A1 J7 B9 G2 H9 F6 D9 J2 G4 F5 C8 F4 E9 D2 B3 E7 C5 B7 B2 G6 G8 F7 D4 H3 J1 F3 B1 D5 H1 J8 G1 B5 C9 E4 C7 J4 H2 pass D8 pass E1 A9 F2 J9 G7 H6 H7 A4 J6 A8 F8 J5 G9 H8 F9 C6 C2 J3 J6 pass D3 J7 F1 H8 C3 C1 E5 J9 G5 G3 A6 A2 C2 B1 D3 D4 D6 H4 pass G5 pass A1 J8 C4 A3 E2 J6 C3 B6 C5 A7 J1 B7 B8 F2 G4 H1 D7 B3 J7 E6 H2 J9 H5 A9 B2 A8 E1 pass C2 E5 D3 J6 G1 H8 H1 pass J7 pass pass",
    ),
];

fn position(moves: &str) -> Go {
    Go::parse_moves(moves)
        .unwrap_or_else(|e| panic!("{moves}: {e}"))
        .0
}

#[test]
fn perft_from_the_start_is_openspiels() {
    for (i, &count) in START.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(&Go::start(), depth), count, "perft({depth})");
    }
}

#[test]
#[ignore = "slow without --release: cargo test --release --test go_perft -- --ignored"]
fn perft_4_from_the_start() {
    assert_eq!(perft(&Go::start(), 4), START_4);
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(kind, seed, moves, counts) in POSITIONS {
        let p = position(moves);
        for (i, &count) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(
                perft(&p, depth),
                count,
                "{kind} (seed {seed}) perft({depth})"
            );
        }
    }
}

#[test]
fn the_positions_show_what_they_were_chosen_for() {
    for &(kind, seed, moves, _) in POSITIONS {
        let p = position(moves);
        let text = position_to_string(&p);
        let stones = text
            .split(' ')
            .next()
            .unwrap()
            .chars()
            .filter(|c| *c == 'B' || *c == 'W')
            .count();
        let placed = moves.split(' ').filter(|m| *m != "pass").count();
        assert!(stones < placed, "seed {seed}: no capture in {text}");
        match kind {
            "ko" => assert!(text.contains(" ko "), "seed {seed}: no ko in {text}"),
            "pass" => assert!(p.passed(), "seed {seed}: {text}"),
            _ => {}
        }
    }
}

#[test]
fn the_count_names_openspiels_winner() {
    for &(seed, black, moves) in FINISHED {
        let p = position(moves);
        let expected = match black {
            1 => Outcome::Win(Side::First),
            -1 => Outcome::Win(Side::Second),
            _ => Outcome::Draw,
        };
        assert_eq!(p.outcome(), Some(expected), "seed {seed}: {p}");
    }
}

/// Every position of every game above, and each of its children: the key
/// kept move by move is the key computed from scratch, through captures,
/// kos and passes, and a position reads back from its own notation.
#[test]
fn keys_follow_captures_kos_and_passes() {
    let games = POSITIONS
        .iter()
        .map(|p| p.2)
        .chain(FINISHED.iter().map(|f| f.2));
    for moves in games {
        let (_, played) = Go::parse_moves(moves).unwrap();
        let mut p = Go::start();
        for mv in played {
            assert_eq!(p.hash_key(), p.hash_from_scratch(), "{p:?}");
            if p.outcome().is_none() {
                let read = Go::parse_position(&position_to_string(&p)).unwrap();
                assert_eq!(read.hash_key(), p.hash_key(), "{p:?}");
                let mut moves = <Go as Game>::Moves::default();
                p.generate(&mut moves);
                for &child in moves.as_slice() {
                    let c = p.play(child);
                    assert_eq!(c.hash_key(), c.hash_from_scratch(), "{p:?} then {child}");
                }
            }
            p = p.play(mv);
        }
    }
}

/// The first moves of 19 x 19: every cell, and the pass.
#[test]
fn perft_of_19x19_counts_every_cell_and_the_pass() {
    assert_eq!(perft(&Go19::start(), 1), 362);
    // After a stone, 360 cells and the pass; after a pass, 361 and the pass.
    assert_eq!(perft(&Go19::start(), 2), 361 * 361 + 362);
}

/// Searching, counting, generating, hints and the evaluation touch no heap,
/// on 9 x 9 (captures and a ko on the board) and on 19 x 19 (six words a
/// bitboard).
#[test]
fn go_is_allocation_free() {
    fn check<G: Game>(position: G, depth: u32) {
        let mut searcher = Searcher::<G>::new(SearchOptions {
            hash_mib: 1,
            ..SearchOptions::default()
        });
        let ((result, paths, eval), count) = allocations_during(|| {
            let result = searcher.search(&position, &Limits::depth(depth));
            let paths = perft(&position, 2);
            let mut moves = G::Moves::default();
            position.generate(&mut moves);
            let hints: i64 = moves
                .as_slice()
                .iter()
                .map(|&mv| i64::from(position.move_priority(mv)))
                .sum();
            (result, paths, position.evaluate() as i64 + hints)
        });
        std::hint::black_box((paths, eval));
        assert!(result.best_move.is_some());
        assert_eq!(
            count,
            0,
            "{}: {count} allocations",
            core::any::type_name::<G>()
        );
    }
    let ko = POSITIONS.iter().find(|p| p.0 == "ko").unwrap().2;
    check(position(ko), 3);
    check(Go19::start(), 2);
}

/// Moves read in either case, and every kind of bad input is a typed
/// error, never a panic: no such point, an occupied point, suicide, the
/// ko, and a move after the game.
#[test]
fn notation_reads_gtp_points_and_rejects_the_rest() {
    use alphabeta::runtime::NotationError;
    let start = Go::start();
    for (text, cell) in [
        ("D4", (3, 3)),
        ("d4", (3, 3)),
        ("J9", (8, 8)),
        ("a1", (0, 0)),
    ] {
        let mv = Go::parse_move(&start, text).unwrap();
        assert_eq!(Go::move_cell(mv), Some(cell), "{text}");
    }
    assert_eq!(Go::parse_move(&start, "PASS").unwrap(), Go::PASS);
    for bad in [
        "I5", "K1", "A0", "A10", "A+1", "", "5A", "passs", "é5", "D 4",
    ] {
        assert!(
            matches!(
                Go::parse_move(&start, bad),
                Err(NotationError::BadMove { .. })
            ),
            "{bad:?}"
        );
    }
    let illegal = |moves: &str, mv: &str| {
        matches!(
            Go::parse_move(&position(moves), mv),
            Err(NotationError::IllegalMove { .. })
        )
    };
    assert!(illegal("E5", "E5"), "occupied");
    // White's A1 would have no liberty and capture nothing.
    assert!(illegal("A2 pass B1", "A1"), "suicide");
    // Black's F5, among White's stones, takes the one at E5: a ko, and
    // White may not retake at once, though the point has a liberty.
    assert!(illegal("D5 E5 E4 F4 E6 F6 pass G5 F5", "E5"), "ko");
    assert!(Go::parse_move(&position("D5 E5 E4 F4 E6 F6 pass G5 F5 A1 A9"), "E5").is_ok());
    assert!(matches!(
        Go::parse_move(&position("pass pass"), "D4"),
        Err(NotationError::GameOver { .. })
    ));
    for bad in ["BW/..", "B........ B", "BW......./........./........./........./........./........./........./........./......... W ko A9"] {
        assert!(Go::parse_position(bad).is_err(), "{bad:?}");
    }
}
