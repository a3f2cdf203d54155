//! Notation of the catalog games: moves and positions round-trip, read the
//! forms `GAMES.md` gives, and bad input gets a typed error.

mod reference;

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::gomoku::Gomoku;
use alphabeta::games::hex::Hex;
use alphabeta::games::tictactoe::TicTacToe;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{Game, Notation, NotationError, Outcome, Side};

/// Every legal move of `position` prints as text that reads back as itself.
fn moves_round_trip<G: Notation>(position: &G) {
    for mv in legal_moves(position) {
        let text = move_to_string(position, mv);
        assert_eq!(G::parse_move(position, &text), Ok(mv), "{text}");
    }
}

/// The position prints as text that reads back as the same position.
fn position_round_trips<G: Notation + PartialEq>(position: &G) {
    let text = position_to_string(position);
    assert_eq!(&G::parse_position(&text).unwrap(), position, "{text}");
}

/// Plays `moves` from the start and checks both round trips at every step.
fn check_game<G: Notation + PartialEq>(moves: &str) -> G {
    let (end, played) = G::parse_moves(moves).unwrap();
    let mut position = G::start();
    for mv in played {
        moves_round_trip(&position);
        position_round_trips(&position);
        position = position.play(mv);
    }
    position_round_trips(&position);
    assert_eq!(position, end);
    end
}

#[test]
fn tictactoe_squares_and_board_strings() {
    let start = TicTacToe::start();
    let cells: Vec<String> = legal_moves(&start)
        .into_iter()
        .map(|mv| move_to_string(&start, mv))
        .collect();
    assert_eq!(
        cells,
        ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]
    );
    let end = check_game::<TicTacToe>("b2 a1 a2 c2 c1 a3 b3 b1 c3");
    assert_eq!(end.outcome(), Some(Outcome::Draw));
    // Rows as drawn, the top rank first, then the player to move.
    let position = TicTacToe::parse_position("a1 b2 c3").unwrap();
    assert_eq!(position_to_string(&position), "..X/.O./X.. O");
    assert_eq!(TicTacToe::parse_position("..x/.o./x..").unwrap(), position);
    let won = TicTacToe::parse_position("XXX/OO./... O").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
}

#[test]
fn tictactoe_rejects_what_cannot_be() {
    let bad = |text: &str| match TicTacToe::parse_position(text) {
        Err(NotationError::BadPosition { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        bad("XXX/.../..."),
        "X has 3 stones and O has 0, but the players take turns"
    );
    assert_eq!(bad("XX./OO./... O"), "with these stones X (X) is to move");
    assert_eq!(
        bad("XXX/OOO/X.. O"),
        "O had already ended the game before X moved"
    );
    assert_eq!(bad("XX/OO./..."), "row 3 has 2 cells, expected 3");
    assert_eq!(
        bad("X?./.../..."),
        "`?` is not a cell: expected `X`, `O` or `.`"
    );
    let start = TicTacToe::start();
    assert_eq!(
        TicTacToe::parse_move(&start, "d1"),
        Err(NotationError::BadMove {
            token: "d1".into(),
            expected: "a cell from a1 to c3"
        })
    );
    let after = TicTacToe::parse_position("b2").unwrap();
    assert_eq!(
        TicTacToe::parse_move(&after, "b2"),
        Err(NotationError::IllegalMove { token: "b2".into() })
    );
    assert!(matches!(
        TicTacToe::parse_moves("a1 a2 b1 b2 c1 c2"),
        Err(NotationError::InSequence { index: 6, .. })
    ));
}

#[test]
fn tictactoe_draws_for_people() {
    let position = TicTacToe::parse_position("a1 b2 c3").unwrap();
    assert_eq!(
        position.to_string(),
        "3  . . X\n2  . O .\n1  X . .\n   a b c\n"
    );
    assert_eq!(format!("{position:?}"), "TicTacToe(\"..X/.O./X.. O\")");
}

#[test]
fn connect_four_columns_and_compact_sequences() {
    let position = check_game::<ConnectFour>("4453");
    assert_eq!(
        position_to_string(&position),
        "......./......./......./......./...O.../..OXX.. X"
    );
    assert_eq!(ConnectFour::parse_position("4 4 5 3").unwrap(), position);
    assert_eq!(ConnectFour::parse_position("4,4,5,3").unwrap(), position);
    let moves: Vec<String> = legal_moves(&position)
        .into_iter()
        .map(|mv| move_to_string(&position, mv))
        .collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(sorted, ["1", "2", "3", "4", "5", "6", "7"]);
    // A vertical four: X wins with the seventh stone.
    let won = check_game::<ConnectFour>("4343434");
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
    assert_eq!(won.plies(), 7);
}

#[test]
fn connect_four_rejects_what_cannot_be() {
    let full_column = ConnectFour::parse_position("444444").unwrap();
    assert_eq!(
        ConnectFour::parse_move(&full_column, "4"),
        Err(NotationError::IllegalMove { token: "4".into() })
    );
    assert!(matches!(
        ConnectFour::parse_move(&full_column, "8"),
        Err(NotationError::BadMove {
            expected: "a column from 1 to 7",
            ..
        })
    ));
    assert!(matches!(
        ConnectFour::parse_position("43434343"),
        Err(NotationError::InSequence { index: 8, .. })
    ));
    let floating = ConnectFour::parse_position("......./......./......./...X.../......./...O... X");
    assert!(
        matches!(floating, Err(NotationError::BadPosition { reason, .. }) if reason == "a stone floats above an empty cell")
    );
}

#[test]
fn connect_four_benchmark_positions_read_and_round_trip() {
    let Some(text) = reference::read("connect4/begin-easy.txt") else {
        return;
    };
    for line in text.lines() {
        let moves = line.split(' ').next().unwrap();
        let position = ConnectFour::parse_position(moves).unwrap();
        assert_eq!(position.plies() as usize, moves.len());
        assert_eq!(position.outcome(), None, "{moves}");
        position_round_trips(&position);
    }
}

alphabeta::game! {
    /// Connect Four on a board wider than nine columns: moves are numbers.
    WideConnectFour { board: 12 x 6, moves: drop, win: line(4), draw: full }
}

#[test]
fn wide_boards_separate_their_column_numbers() {
    let position = check_game::<WideConnectFour>("10 11 12 1");
    assert_eq!(position.plies(), 4);
    let last = WideConnectFour::parse_position("10 11 12").unwrap();
    assert_eq!(
        move_to_string(&last, WideConnectFour::parse_move(&last, "12").unwrap()),
        "12"
    );
}

#[test]
fn gomoku_cells_run_to_o15() {
    let position = check_game::<Gomoku>("h8 h9 a1 o15 i9");
    assert_eq!(position.stone(7, 7), Some(Side::First));
    assert_eq!(position.stone(14, 14), Some(Side::Second));
    assert!(
        Gomoku::parse_move(&position, "p1").is_err()
            && Gomoku::parse_move(&position, "a16").is_err()
    );
    // Five or more: six in a row wins too.
    let six = check_game::<Gomoku>("a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 d1");
    assert_eq!(six.outcome(), Some(Outcome::Win(Side::First)));
}

#[test]
fn hex_cells_run_to_k11_from_a1_at_the_bottom_left() {
    let position = check_game::<Hex>("a1 k11 f6");
    assert_eq!(
        Hex::move_cell(Hex::parse_move(&position, "b1").unwrap()),
        (1, 0)
    );
    assert!(Hex::parse_move(&position, "l1").is_err());
    // Ranks rise from a1 at the bottom-left, each half a cell right of the one below.
    let drawn = position.to_string();
    let lines: Vec<&str> = drawn.lines().collect();
    assert_eq!(lines[0], "          11  . . . . . . . . . . B");
    assert_eq!(lines[10], " 1  R . . . . . . . . . .");
    assert_eq!(lines[11], "    a b c d e f g h i j k");
    // Red (first) joins top and bottom down the b file.
    let moves: Vec<String> = (1..=11)
        .flat_map(|rank| [format!("b{rank}"), format!("d{rank}")])
        .collect();
    let (won, played) = Hex::parse_moves(&moves[..21].join(" ")).unwrap();
    assert_eq!(played.len(), 21);
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
    position_round_trips(&won);
}
