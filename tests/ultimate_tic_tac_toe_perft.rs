//! Ultimate tic-tac-toe against OpenSpiel's "ultimate_tic_tac_toe"
//! (open_spiel 2.0.2 from pip), as
//! `tests/reference/ultimate_tic_tac_toe_openspiel.py` printed them on
//! 2026-11-27: perft by recursing on `legal_actions()` from the start and
//! from positions of seeded random play, the board in play there, and the
//! result of finished random games by OpenSpiel's returns. None of these
//! numbers was computed here. Moves are OpenSpiel's action ids, read with
//! `from_openspiel_action`.

use alphabeta::games::ultimate_tic_tac_toe::{
    board_in_play, from_openspiel_action, openspiel_action, openspiel_move_string,
    UltimateTicTacToe,
};
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, Game, Notation, NotationError, Outcome, Side};

/// Perft of depths 1 to 5 from the start: the first move is a choice of
/// the small board (9), then a cell of it (81), ...
const START: [u64; 5] = [9, 81, 720, 6_336, 55_080];

/// OpenSpiel's seed, the small board the player to move must play in
/// (`None`: they choose one), the moves from the start as action ids, and
/// perft at depths 1 to 4. The last eight are the first positions of
/// seeds 201 to 204 where a player is sent to a board that is won or
/// full, each followed by the position after their random choice.
const POSITIONS: &[(u64, Option<usize>, &str, [u64; 4])] = &[
    (1, Some(3), "2 1 4 1 8 7 7 6 3", [9, 72, 573, 4_506]),
    (2, Some(4), "0 1 1 6 2 4 4 3 0 3 7 6 6 5 7 4 0 8 0 4", [6, 44, 302, 2_051]),
    (3, Some(4), "3 8 2 5 7 1 0 7 5 3 3 6 7 6 8 7 8 8 1 4 2 7 0 1 2 8 6 0 3 0 4", [8, 44, 252, 1_419]),
    (4, Some(4), "3 4 1 6 7 2 1 1 0 6 4 0 3 6 2 3 8 1 4 3 0 8 5 4 4 5 5 2 7 6 0 5 3 5 8 2 2 4 8 4", [3, 16, 77, 376]),
    (5, Some(4), "4 5 8 0 7 3 0 2 1 5 7 4 7 6 1 3 1 7 1 4 2 3 8 7 2 8 8 1 3 6 8 3 3 2 0 1 8 4 1 2 5 2 4 8 4", [4, 21, 110, 547]),
    (6, Some(7), "1 7 4 0 0 3 7 6 5 0 4 8 3 6 1 3 4 5 5 7 8 1 8 5 3 0 5 6 8 4 4 1 1 4 2 0 8 2 6 4 3 8 0 6 2 5 8 7 2 7", [5, 26, 113, 461]),
    (7, Some(6), "5 2 6 0 1 8 1 5 0 4 0 0 6 7 1 1 0 8 7 0 2 3 0 7 2 1 2 7 4 5 5 3 2 8 3 6", [7, 38, 213, 1_165]),
    (8, Some(1), "3 5 6 2 3 0 1 2 4 8 3 4 0 8 8 4 4 5 3 6 1 8 1 7 0 6 4 7 7 4 6 8 0 7 3 1 0 7 8 7 1", [5, 23, 114, 551]),
    (9, Some(8), "7 5 4 2 2 0 5 8 1 5 5 6 0 7 2 7 4 7 1 2 3 0 0 2 8 2 6 2 4 1 7 3 7 0 4 3 4 5 2 0 3 8 0 6 1 4 8 4 0 1 6 8", [5, 21, 90, 374]),
    (10, Some(2), "0 6 7 0 3 7 8 4 2 0 5 7 3 1 3 6 5 0 4 3 5 3 4 5 4 8 5 6 1 5 7 4 1 4 4 6 6 4 1 7 1 1 3 2 5 8 2", [7, 33, 139, 601]),
    (201, None, "1 5 6 0 4 5 8 4 8 8 7 8 5 3 2 7 0 3 4 6 4 0 2 1 3 6 3 1 7 7 4 1 6 1 4 4 3 0 7 3 7 6 5 0 6", [6, 26, 129, 593]),
    (201, Some(4), "1 5 6 0 4 5 8 4 8 8 7 8 5 3 2 7 0 3 4 6 4 0 2 1 3 6 3 1 7 7 4 1 6 1 4 4 3 0 7 3 7 6 5 0 6 4", [2, 12, 58, 270]),
    (202, None, "6 7 6 3 3 7 0 6 4 7 1 8 5 3 1 7 8 3 5 6 5 1 3 6 0 3 4 8 4 6 8 2 0 1 6", [6, 35, 202, 1_146]),
    (202, Some(0), "6 7 6 3 3 7 0 6 4 7 1 8 5 3 1 7 8 3 5 6 5 1 3 6 0 3 4 8 4 6 8 2 0 1 6 0", [6, 35, 197, 1_092]),
    (203, None, "1 0 7 3 0 4 3 1 4 6 1 7 2 1 1 8 5 4 5 7 5 1 6 2 5", [8, 51, 333, 2_147]),
    (203, Some(1), "1 0 7 3 0 4 3 1 4 6 1 7 2 1 1 8 5 4 5 7 5 1 6 2 5 1", [3, 22, 145, 922]),
    (204, None, "6 1 3 2 6 8 5 1 2 5 7 1 5 0 7 6 7 8 2 1 1 6 2 2 3 5 5 6 3 3 8 8 3 1 8 7 7 5 2 4 8 6 6 4 5 8", [7, 30, 156, 751]),
    (204, Some(0), "6 1 3 2 6 8 5 1 2 5 7 1 5 0 7 6 7 8 2 1 1 6 2 2 3 5 5 6 3 3 8 8 3 1 8 7 7 5 2 4 8 6 6 4 5 8 0", [8, 39, 180, 852]),
];

/// Whole games of seeded random play: OpenSpiel's seed, the first
/// player's return (1 won, -1 lost, 0 drawn), and the action ids.
const FINISHED: &[(u64, i32, &str)] = &[
    (101, -1, "3 8 5 7 0 8 3 3 2 7 4 5 8 0 4 3 1 1 8 7 3 4 4 2 3 7 6 3 0 3 4 6 4 0 7 8 8 4 8 2 4 5 1 4 0 5 6 7 5 0 6 1 6 0 5 2 2 5 3"),
    (102, 0, "2 5 2 2 4 4 7 0 8 8 2 8 7 7 4 1 8 1 1 7 1 6 2 8 6 4 8 3 7 8 4 5 1 2 1 4 6 7 3 6 8 5 8 0 2 7 2 3 1 0 5 3 8 4 2 3 5 7 6 3 3 4 3 2 7 5 6 1 3 6 6 4 0 5 4 5 5 0"),
    (103, -1, "7 3 1 1 7 8 5 1 4 1 2 3 0 0 4 2 2 6 8 4 3 7 4 8 6 6 1 8 7 1 0 3 3 8 1 6 5 8 3 5 2 7 6 7 2 8 2 0 6 2 3 4 7 4 0 8 8"),
    (104, -1, "0 3 3 7 5 0 2 0 1 1 3 0 0 6 5 1 8 3 6 4 6 2 3 4 7 0 8 8 5 3 5 4 8 6 0 1 0 6 1"),
    (105, 0, "5 1 0 4 8 5 5 2 5 3 2 1 7 5 4 6 6 8 8 7 3 3 6 2 8 4 2 0 6 5 0 2 3 8 3 7 6 8 6 4 5 8 0 7 4 2 6 7 2 7 1 1 6 3 5 7 5 6 8 1 3 0 8 1 5 3 4 2 2 0 0 5 0 3 1 4 1 8 1 2"),
    (106, 1, "7 0 8 8 7 1 4 1 3 7 4 7 6 4 6 3 8 2 7 3 1 2 5 7 7 2 2 3 3 2 1 6 0 0 1 5 1 1 8 3 6 8 6 5 5 3 4 4 3 0 3 1 7 1 0"),
    (107, -1, "3 6 7 4 2 6 1 4 5 0 4 8 5 4 1 3 2 2 1 2 0 1 1 0 5 2 4 6 3 0 2 7 7 3 3 1 7 5 5 6 0 7 6 5 1 5 2 8 1 8 8 4 3 5 4 4 8 7 6 8 3 4 3 7 3 8 0 6 4 6 2"),
    (108, 1, "2 1 6 4 6 3 1 4 3 3 2 6 1 0 3 0 7 1 7 6 8 6 2 7 7 5 0 6 7 0 2 8 5 4 1 8 8 3 5 1 0 5 7 2 6 0 4 2 7 8 0"),
    (109, 0, "4 3 7 7 0 1 3 8 4 1 4 5 8 5 6 2 4 8 6 6 0 3 5 7 1 7 4 7 3 1 6 8 1 5 5 3 2 7 6 3 3 0 7 0 5 4 6 1 2 6 4 3 4 0 4 8 3 8 0 1 1 0 8 7 1 8 5 0 2 3 2 5 2 2 8 2 0 2 1"),
    (110, -1, "6 3 6 8 4 8 1 8 5 8 3 0 1 1 2 7 0 7 4 4 2 5 5 4 0 4 7 8 7 3 7 2 1 4 6 4 1 3 4 3 1 7 6 2 2 3 2 4 5 2 1 0 6 5 1 5 7 5 0 2 6 7 6 6 1"),
];

/// The position after OpenSpiel's `actions`, each checked to read back
/// through its action id, the game's own notation and OpenSpiel's string,
/// with the key kept move by move equal to the key from scratch and to the
/// key of the position read back from its board string.
fn play(actions: &str) -> UltimateTicTacToe {
    let mut p = UltimateTicTacToe::start();
    for action in actions.split(' ') {
        let action: u8 = action.parse().expect("an action id");
        let mv = from_openspiel_action(&p, action).unwrap_or_else(|e| panic!("{actions}: {e}"));
        assert_eq!(openspiel_action(mv), action);
        let text = move_to_string(&p, mv);
        assert_eq!(UltimateTicTacToe::parse_move(&p, &text), Ok(mv), "{text}");
        assert!(!openspiel_move_string(&p, mv).is_empty());
        p = p.play(mv);
        assert_eq!(p.hash_key(), p.hash_from_scratch(), "{actions}");
        let written = position_to_string(&p);
        let back = UltimateTicTacToe::parse_position(&written)
            .unwrap_or_else(|e| panic!("{written}: {e}"));
        assert!(back == p, "{written}");
        assert_eq!(back.hash_key(), p.hash_key(), "{written}");
    }
    p
}

/// How the game stands: over, or drawn when no move is left.
fn ended(p: &UltimateTicTacToe) -> Option<Outcome> {
    p.outcome()
        .or_else(|| legal_moves(p).is_empty().then(|| p.no_moves()))
}

#[test]
fn perft_from_the_start_is_openspiels() {
    let start = UltimateTicTacToe::start();
    for (i, &count) in START.iter().enumerate() {
        assert_eq!(perft(&start, i as u32 + 1), count, "perft({})", i + 1);
    }
}

/// Depth 6, 473,256 by OpenSpiel: a few seconds in release.
#[test]
#[ignore = "deep perft, run by hand"]
fn perft_6_from_the_start_is_openspiels() {
    assert_eq!(perft(&UltimateTicTacToe::start(), 6), 473_256);
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, in_play, actions, counts) in POSITIONS {
        let p = play(actions);
        assert_eq!(board_in_play(&p), in_play, "seed {seed}: {p}");
        for (i, &count) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(perft(&p, depth), count, "seed {seed} perft({depth})");
        }
    }
}

#[test]
fn finished_games_end_as_openspiel_says() {
    for &(seed, first, actions) in FINISHED {
        let p = play(actions);
        let expected = match first {
            1 => Outcome::Win(Side::First),
            -1 => Outcome::Win(Side::Second),
            _ => Outcome::Draw,
        };
        assert_eq!(ended(&p), Some(expected), "seed {seed}: {p}");
    }
}

#[test]
fn moves_are_written_as_openspiel_and_as_cells() {
    let p = UltimateTicTacToe::start();
    let choose = from_openspiel_action(&p, 4).unwrap();
    assert_eq!(openspiel_move_string(&p, choose), "Choose local board 4");
    assert_eq!(move_to_string(&p, choose), "5");
    let p = p.play(choose);
    // A choice keeps the turn.
    assert_eq!(p.side_to_move(), Side::First);
    let cell = from_openspiel_action(&p, 5).unwrap();
    assert_eq!(openspiel_move_string(&p, cell), "Local board 4: x(1,2)");
    assert_eq!(move_to_string(&p, cell), "f5");
    let p = p.play(cell);
    let reply = from_openspiel_action(&p, 0).unwrap();
    assert_eq!(openspiel_move_string(&p, reply), "Local board 5: o(0,0)");
    assert_eq!(move_to_string(&p, reply), "g6");
    let (q, _) = UltimateTicTacToe::parse_moves("5 f5 g6").unwrap();
    assert!(q == p.play(reply));
    let empty = ".........";
    assert_eq!(
        position_to_string(&q),
        format!(
            "{empty}/{empty}/{empty}/......O../.....X.../{empty}/{empty}/{empty}/{empty} X last g6"
        )
    );
}

#[test]
fn bad_input_is_a_typed_error() {
    let start = UltimateTicTacToe::start();
    let illegal = |token: &str| NotationError::IllegalMove {
        token: token.into(),
    };
    // The first move is a choice: no cell yet.
    assert_eq!(
        UltimateTicTacToe::parse_move(&start, "e5"),
        Err(illegal("e5"))
    );
    assert!(matches!(
        UltimateTicTacToe::parse_move(&start, "10"),
        Err(NotationError::BadMove { .. })
    ));
    assert!(matches!(
        UltimateTicTacToe::parse_move(&start, "j1"),
        Err(NotationError::BadMove { .. })
    ));
    assert!(matches!(
        from_openspiel_action(&start, 9),
        Err(NotationError::BadMove { .. })
    ));
    let p = start.play(UltimateTicTacToe::parse_move(&start, "1").unwrap());
    // Board 1 is the top-left, a7 to c9; no second choice in a row.
    assert_eq!(UltimateTicTacToe::parse_move(&p, "e5"), Err(illegal("e5")));
    assert_eq!(UltimateTicTacToe::parse_move(&p, "2"), Err(illegal("2")));
    assert!(UltimateTicTacToe::parse_move(&p, "a9").is_ok());
    let empty = ["........."; 9].join("/");
    for bad in [
        format!("{empty} x last 10"),
        format!("{empty} x last e5"),
        format!("{empty} x last"),
        format!("{empty} x next 1"),
    ] {
        assert!(
            matches!(
                UltimateTicTacToe::parse_position(&bad),
                Err(NotationError::BadPosition { .. })
            ),
            "{bad}"
        );
    }
}
