//! Notation of the catalog games whose pieces move, capture or flip: moves
//! and positions round-trip, read the forms `GAMES.md` gives, and bad input
//! gets a typed error, never a panic.

mod pieces_support;

use alphabeta::games::amazons::Amazons;
use alphabeta::games::breakthrough::Breakthrough;
use alphabeta::games::checkers::Checkers;
use alphabeta::games::othello::Othello;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{Game, Notation, NotationError, Outcome, Side};
use pieces_support::sorted_moves;

/// Every legal move of `position` prints as text that reads back as itself,
/// and the position prints as text that reads back as itself.
fn round_trips<G: Notation + PartialEq>(position: &G) {
    for mv in legal_moves(position) {
        let text = move_to_string(position, mv);
        assert_eq!(
            G::parse_move(position, &text),
            Ok(mv),
            "{text} in {position:?}"
        );
    }
    let text = position_to_string(position);
    assert_eq!(&G::parse_position(&text).unwrap(), position, "{text}");
}

/// Plays a deterministic pseudo-random game, checking both round trips at
/// every position.
fn random_game<G: Notation + PartialEq>(seed: u64, plies: usize) -> G {
    let mut state = seed;
    let mut position = G::start();
    for _ in 0..plies {
        round_trips(&position);
        let moves = legal_moves(&position);
        if moves.is_empty() || position.outcome().is_some() {
            break;
        }
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        position = position.play(moves[(state >> 33) as usize % moves.len()]);
    }
    position
}

/// The reason of a `BadPosition` error.
fn bad_position<G: Notation>(text: &str) -> String {
    match G::parse_position(text) {
        Err(NotationError::BadPosition { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn breakthrough_moves_are_from_and_to() {
    let start = Breakthrough::start();
    assert_eq!(
        position_to_string(&start),
        "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w"
    );
    let moves: Vec<String> = legal_moves(&start)
        .into_iter()
        .map(|mv| move_to_string(&start, mv))
        .collect();
    assert_eq!(moves.len(), 22);
    assert!(moves.contains(&"a2a3".to_string()) && moves.contains(&"h2g3".to_string()));
    let (position, _) = Breakthrough::parse_moves("e2e3 d7d6 e3e4 d6d5 e4d5").unwrap();
    assert_eq!(position.piece_count(Side::Second), 15);
    assert_eq!(
        position_to_string(&position),
        "pppppppp/ppp1pppp/8/3P4/8/8/PPPP1PPP/PPPPPPPP b"
    );
    // A dash between the cells reads too.
    assert!(Breakthrough::parse_move(&start, "a2-a3").is_ok());
    // Fairy-Stockfish's start position, whose clocks follow the side to
    // move with no castling or en-passant field.
    let fsf = Breakthrough::parse_position("pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1");
    assert_eq!(fsf.as_ref(), Ok(&start));
    for seed in 1..=20 {
        random_game::<Breakthrough>(seed, 200);
    }
}

#[test]
fn breakthrough_ends_on_the_far_row_or_with_no_pawns_left() {
    let position = Breakthrough::parse_position("8/P7/8/8/8/8/7p/8 w").unwrap();
    let won = position.play(Breakthrough::parse_move(&position, "a7a8").unwrap());
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
    let position = Breakthrough::parse_position("8/8/8/8/8/1p6/P7/8 w").unwrap();
    let won = position.play(Breakthrough::parse_move(&position, "a2b3").unwrap());
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
    // A pawn moves straight only to an empty square.
    let blocked = Breakthrough::parse_position("8/8/8/8/8/p7/P7/8 w").unwrap();
    assert_eq!(
        Breakthrough::parse_move(&blocked, "a2a3"),
        Err(NotationError::IllegalMove {
            token: "a2a3".into()
        })
    );
}

#[test]
fn breakthrough_rejects_what_cannot_be() {
    let start = Breakthrough::start();
    assert!(matches!(
        Breakthrough::parse_move(&start, "a2a9"),
        Err(NotationError::BadMove { .. })
    ));
    assert!(matches!(
        Breakthrough::parse_move(&start, "zz"),
        Err(NotationError::BadMove { .. })
    ));
    assert!(matches!(
        Breakthrough::parse_move(&start, ""),
        Err(NotationError::BadMove { .. })
    ));
    assert_eq!(
        bad_position::<Breakthrough>("8/8/8 w"),
        "expected 8 rows separated by `/`, found 3"
    );
    assert!(bad_position::<Breakthrough>("8/8/8/8/8/8/8/7k w").starts_with("`k` is not a piece"));
    assert_eq!(
        bad_position::<Breakthrough>("8/8/8/8/8/8/8/7p x"),
        "`x` is not the side to move: expected `w` or `b`"
    );
    assert_eq!(
        bad_position::<Breakthrough>("P7/8/8/8/8/8/7p/8 w"),
        "White had already ended the game before Black moved"
    );
}

/// The Edax board string of the start: `a1` first, row by row.
const OTHELLO_START: &str = "---------------------------OX------XO--------------------------- X";

#[test]
fn othello_reads_and_writes_edax_board_strings() {
    let start = Othello::start();
    assert_eq!(position_to_string(&start), OTHELLO_START);
    assert_eq!(Othello::parse_position(OTHELLO_START).unwrap(), start);
    let mut moves: Vec<String> = legal_moves(&start)
        .into_iter()
        .map(|mv| move_to_string(&start, mv))
        .collect();
    moves.sort();
    assert_eq!(moves, ["c4", "d3", "e6", "f5"]);
    // d3 flips d4.
    let after = Othello::parse_position("d3").unwrap();
    assert_eq!(after.piece_count(Side::First), 4);
    assert_eq!(after.piece(3, 3), Some((Side::First, 'S')));
    assert_eq!(
        position_to_string(&after),
        "-------------------X-------XX------XO--------------------------- O"
    );
    for seed in 1..=20 {
        random_game::<Othello>(seed, 70);
    }
}

#[test]
fn othello_passes_when_blocked_and_ends_when_neither_can_move() {
    // Black (X) cannot flip anything; White can take c1.
    let text = format!("OX{} X", "-".repeat(62));
    let position = Othello::parse_position(&text).unwrap();
    let moves = legal_moves(&position);
    assert_eq!(moves.len(), 1);
    assert_eq!(move_to_string(&position, moves[0]), "pass");
    assert_eq!(Othello::parse_move(&position, "PASS"), Ok(moves[0]));
    let white = position.play(moves[0]);
    assert_eq!(
        Othello::parse_move(&white, "pass"),
        Err(NotationError::IllegalMove {
            token: "pass".into()
        })
    );
    let over = white.play(Othello::parse_move(&white, "c1").unwrap());
    assert!(legal_moves(&over).is_empty());
    assert_eq!(over.no_moves(), Outcome::Win(Side::Second));
    round_trips(&over);
}

#[test]
fn othello_rejects_what_cannot_be() {
    assert_eq!(
        bad_position::<Othello>(&format!("{} X", "-".repeat(63))),
        "expected 64 cells (`X`, `O` or `-`), found 63"
    );
    assert!(matches!(
        Othello::parse_position(&format!("{} Y", "-".repeat(64))),
        Err(NotationError::BadPosition { .. })
    ));
    assert_eq!(
        bad_position::<Othello>(&"-".repeat(64)),
        "the side to move, `X` or `O`, is missing after the board"
    );
    let start = Othello::start();
    assert_eq!(
        Othello::parse_move(&start, "a1"),
        Err(NotationError::IllegalMove { token: "a1".into() })
    );
    assert!(matches!(
        Othello::parse_move(&start, "i9"),
        Err(NotationError::BadMove { .. })
    ));
}

#[test]
fn checkers_speaks_pdn() {
    let start = Checkers::start();
    assert_eq!(
        position_to_string(&start),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(Checkers::parse_position("B:W21-32:B1-12").unwrap(), start);
    assert_eq!(
        sorted_moves(&start),
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
    // After 11-15 22-18, the capture 15x22 is the only move.
    let (position, _) = Checkers::parse_moves("11-15 22-18").unwrap();
    assert_eq!(sorted_moves(&position), ["15x22"]);
    assert!(position.is_noisy(Checkers::parse_move(&position, "15x22").unwrap()));
    for seed in 1..=20 {
        random_game::<Checkers>(seed, 300);
    }
}

#[test]
fn checkers_crowning_ends_the_move() {
    // The man on 22 jumps 26 and is crowned on 31; the jump over 27 that a
    // king could go on with is not part of the move.
    let position = Checkers::parse_position("B:W26,27:B22").unwrap();
    assert_eq!(sorted_moves(&position), ["22x31"]);
    let crowned = position.play(Checkers::parse_move(&position, "22x31").unwrap());
    assert_eq!(position_to_string(&crowned), "W:W27:BK31");
    assert_eq!(crowned.piece(4, 0), Some((Side::First, 'K')));
    // The king moves backwards, too.
    let king = Checkers::parse_position("B:W1:BK18").unwrap();
    assert_eq!(sorted_moves(&king), ["18-14", "18-15", "18-22", "18-23"]);
}

#[test]
fn checkers_counts_two_ring_captures_that_end_on_the_same_square() {
    // The king on 26 takes the four men around it clockwise or anticlockwise.
    let position = Checkers::parse_position("B:W14,15,22,23:BK26").unwrap();
    assert_eq!(
        sorted_moves(&position),
        ["26x17x10x19x26", "26x19x10x17x26"]
    );
    assert!(matches!(
        Checkers::parse_move(&position, "26x26"),
        Err(NotationError::BadMove { .. })
    ));
    let taken = position.play(Checkers::parse_move(&position, "26x17x10x19x26").unwrap());
    assert_eq!(taken.piece_count(Side::Second), 0);
    // White has nothing left to move: a loss.
    assert!(legal_moves(&taken).is_empty());
    assert_eq!(taken.no_moves(), Outcome::Win(Side::First));
}

#[test]
fn checkers_rejects_what_cannot_be() {
    assert_eq!(
        bad_position::<Checkers>("B:W33:B1"),
        "`33` is not a square from 1 to 32"
    );
    assert_eq!(
        bad_position::<Checkers>("X:W21:B1"),
        "`X` is not the side to move: expected `B` or `W`"
    );
    assert_eq!(
        bad_position::<Checkers>("B:W1:B1"),
        "square 1 is listed twice"
    );
    let start = Checkers::start();
    assert_eq!(
        Checkers::parse_move(&start, "11-14"),
        Err(NotationError::IllegalMove {
            token: "11-14".into()
        })
    );
    for bad in ["11-", "a3-b4", "11-99", "x"] {
        assert!(
            matches!(
                Checkers::parse_move(&start, bad),
                Err(NotationError::BadMove { .. })
            ),
            "{bad}"
        );
    }
}

#[test]
fn amazons_moves_name_the_queen_move_and_the_arrow() {
    let start = Amazons::start();
    assert_eq!(
        position_to_string(&start),
        "3a2a3/10/10/a8a/10/10/A8A/10/10/3A2A3 w"
    );
    assert_eq!(legal_moves(&start).len(), 2176);
    let after = start.play(Amazons::parse_move(&start, "d1-d7/g7").unwrap());
    assert_eq!(
        position_to_string(&after),
        "3a2a3/10/10/a2A2*2a/10/10/A8A/10/10/6A3 b"
    );
    assert_eq!(
        Amazons::parse_position(&position_to_string(&after)).unwrap(),
        after
    );
    // The arrow may fly back over the square the amazon left.
    assert!(Amazons::parse_move(&start, "d1-d2/d1").is_ok());
    assert_eq!(
        Amazons::parse_move(&after, "a7-a6/g7"),
        Err(NotationError::IllegalMove {
            token: "a7-a6/g7".into()
        })
    );
    round_trips(&after);
    for seed in 1..=3 {
        random_game::<Amazons>(seed, 12);
    }
}

#[test]
fn amazons_without_a_move_lose() {
    // White's amazon on a1 is walled in by arrows.
    let position = Amazons::parse_position("9a/10/10/10/10/10/10/10/**8/A*8 w").unwrap();
    assert!(legal_moves(&position).is_empty());
    assert_eq!(position.no_moves(), Outcome::Win(Side::Second));
    assert!(bad_position::<Amazons>("9a/10/10/10/10/10/10/10/**8/A*9 w")
        .starts_with("row 1 has 11 cells"));
    assert!(matches!(
        Amazons::parse_move(&position, "d1-d7"),
        Err(NotationError::IllegalMove { .. })
    ));
}

mod no_panics {
    use super::*;
    use proptest::prelude::*;

    /// Reads `text` as a position and as a move in the start position and
    /// after one move; only typed errors may come back.
    fn read_anything<G: Notation>(text: &str) {
        let _ = G::parse_position(text);
        let start = G::start();
        let _ = G::parse_move(&start, text);
        if let Some(&mv) = legal_moves(&start).first() {
            let _ = G::parse_move(&start.play(mv), text);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn notation_never_panics(text in "[a-kA-Z0-9:/,.*x -]{0,40}|[0-9]{15,30}[a-z0-9/:-]{0,8}") {
            read_anything::<Breakthrough>(&text);
            read_anything::<Othello>(&text);
            read_anything::<Checkers>(&text);
            read_anything::<Amazons>(&text);
        }
    }
}

#[test]
fn long_numbers_are_errors_not_overflows() {
    let long = "9".repeat(40);
    for text in [
        format!("{long}/8/8/8/8/8/8/8 w"),
        format!("8/8/8/8/8/8/8/1{long} w"),
    ] {
        assert!(matches!(
            Breakthrough::parse_position(&text),
            Err(NotationError::BadPosition { .. })
        ));
    }
    for text in [
        format!("B:W{long}:B1"),
        format!("B:W1-{long}:B2"),
        format!("{long}-1"),
    ] {
        let _ = Checkers::parse_position(&text).unwrap_err();
    }
    assert!(Checkers::parse_move(&Checkers::start(), &format!("{long}-1")).is_err());
    assert!(Breakthrough::parse_move(&Breakthrough::start(), &format!("a{long}a3")).is_err());
}
