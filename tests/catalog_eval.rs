//! The evaluation and ordering hints that `game!` derives from the rules.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::gomoku::Gomoku;
use alphabeta::games::hex::Hex9;
use alphabeta::games::tictactoe::TicTacToe;
use alphabeta::runtime::notation::legal_moves;
use alphabeta::runtime::tune::Features;
use alphabeta::runtime::{score, Game, Limits, Notation, SearchOptions, Searcher};

/// The legal moves of `position`, best hint first, as text.
fn by_hint<G: Notation>(position: &G) -> Vec<String> {
    let mut moves = legal_moves(position);
    moves.sort_by_key(|&mv| -position.move_priority(mv));
    moves
        .into_iter()
        .map(|mv| alphabeta::runtime::notation::move_to_string(position, mv))
        .collect()
}

#[test]
fn hints_put_wins_then_blocks_first() {
    // X: a1 b1, O: a3 b3, X to move: c1 wins, c3 would block.
    let position = TicTacToe::parse_position("a1 a3 b1 b3").unwrap();
    assert_eq!(&by_hint(&position)[..2], ["c1", "c3"]);
    // O to move cannot win, so blocking comes first.
    let position = TicTacToe::parse_position("a1 a3 b1").unwrap();
    assert_eq!(by_hint(&position)[0], "c1");
    // Connect Four: X has three in column 4 and wins there...
    let position = ConnectFour::parse_position("414141").unwrap();
    assert_eq!(by_hint(&position)[0], "4");
    // ...and one ply earlier O, to move, must block there.
    let position = ConnectFour::parse_position("41414").unwrap();
    assert_eq!(by_hint(&position)[0], "4");
    // Without threats, the centre column has the most windows.
    assert_eq!(by_hint(&ConnectFour::start())[0], "4");
}

#[test]
fn hints_avoid_handing_the_opponent_a_win_under_gravity() {
    // X has b2 c2 d2 on the second row. O, to move, must block a2 (above
    // a1), and must never play e1, which would hand X the win on e2.
    let position = ConnectFour::parse_position("4 2 2 3 3 7 4 7 1").unwrap();
    assert_eq!(
        position.to_string().lines().nth(4),
        Some("2  . X X X . . O")
    );
    let hints = by_hint(&position);
    assert_eq!(
        (hints[0].as_str(), hints.last().map(String::as_str)),
        ("1", Some("5")),
        "{hints:?}"
    );
}

#[test]
fn evaluation_favours_the_side_with_more_open_lines() {
    // X in the centre of tic-tac-toe, O to move: O is behind.
    let position = TicTacToe::parse_position("b2").unwrap();
    assert!(position.evaluate() < 0);
    // X to move after a corner reply: X is ahead.
    let position = TicTacToe::parse_position("b2 a1").unwrap();
    assert!(position.evaluate() > 0);
    // Symmetric positions are level for the untuned evaluation (gomoku's
    // tuned one adds the tempo's weight, the first move's worth).
    assert_eq!(Gomoku::start().untuned(), 0);
    let x = ConnectFour::parse_position("4").unwrap();
    assert!(x.evaluate().abs() <= score::EVAL_LIMIT);
}

#[test]
fn connection_evaluation_counts_the_cells_still_needed() {
    // Red (first) has a full column but one cell; Blue has one stone.
    let moves: Vec<String> = (1..=8)
        .flat_map(|rank| [format!("e{rank}"), format!("a{rank}")])
        .collect();
    let position = Hex9::parse_position(&moves.join(" ")).unwrap();
    // Red to move needs one cell, Blue needs many more: a big lead.
    assert!(position.evaluate() >= 500, "{}", position.evaluate());
    // e9 and d9 both touch e8 and the bottom edge.
    assert!(["d9", "e9"].contains(&by_hint(&position)[0].as_str()));
}

#[test]
fn search_finds_forced_wins() {
    let mut searcher = Searcher::new(SearchOptions::default());
    // Gomoku: Black has four in a row on the 8th rank, open at both ends.
    let gomoku = Gomoku::parse_position("d8 d9 e8 e9 f8 f9 g8 a1").unwrap();
    let result = searcher.search(&gomoku, &Limits::depth(3));
    let best = result
        .best_move
        .map(|mv| alphabeta::runtime::notation::move_to_string(&gomoku, mv));
    assert!(matches!(best.as_deref(), Some("c8" | "h8")), "{best:?}");
    assert!(score::is_decisive(result.score));
}
