//! Commands that read standard input answer each line while the pipe is
//! still open, as a GUI talking to the engine through a pipe needs: it
//! writes one position, waits for the answer, then writes the next.
//! Every wait has a time limit, so a command that waits for the end of its
//! input fails the test instead of hanging it.

mod cli_support;
mod reference;

use alphabeta::runtime::Solution;
use cli_support::Session;

/// The first lines of Pons' end-easy set, with their scores in his convention.
const POSITIONS: [(&str, i32); 2] = [
    ("2252576253462244111563365343671351441", -1),
    ("7422341735647741166133573473242566", 1),
];

/// `win 7`, `loss 4` or `draw`, as `solve` writes a value.
fn read_value(text: &str) -> Solution {
    match text.split_once(' ') {
        Some(("win", n)) => Solution::Win(n.parse().unwrap()),
        Some(("loss", n)) => Solution::Loss(n.parse().unwrap()),
        _ if text == "draw" => Solution::Draw,
        _ => panic!("not a value: `{text}`"),
    }
}

#[test]
fn solve_answers_each_position_before_the_next_is_written() {
    let mut solve = Session::start(&["solve", "connect-four"]);
    for (position, score) in POSITIONS {
        solve.send(position);
        let answer = solve.next_line();
        let value = answer
            .strip_prefix(&format!("{position} "))
            .unwrap_or_else(|| panic!("`{answer}` does not answer {position}"));
        let plies = position.len() as u32;
        assert_eq!(
            reference::connect_four_score(plies, read_value(value)),
            score,
            "{answer}"
        );
    }
    assert!(solve.finish().success());
}

#[test]
fn solve_answers_in_json_as_each_position_comes() {
    let mut solve = Session::start(&["solve", "connect-four", "--format", "json"]);
    for (number, (position, _)) in POSITIONS.into_iter().enumerate() {
        solve.send(position);
        let answer = solve.next_line();
        let value: serde_json::Value = serde_json::from_str(&answer).unwrap();
        assert_eq!(value["position"], position, "{answer}");
        assert_eq!(value["line"], number + 1, "{answer}");
    }
    assert!(solve.finish().success());
}

#[test]
fn a_bad_line_is_reported_and_the_next_still_answered() {
    let mut solve = Session::start(&["solve", "tic-tac-toe", "--weak"]);
    solve.send("q9");
    solve.send("a1 b2");
    assert_eq!(solve.next_line(), "a1 b2 draw");
    assert_eq!(solve.finish().code(), Some(2));
}

#[test]
fn play_answers_each_move_while_the_game_goes_on() {
    let mut play = Session::start(&["play", "tic-tac-toe", "--human", "first", "--depth", "9"]);
    play.send("b2");
    let reply = play.line_where(|l| l.starts_with("O plays "));
    // Any corner but the one O took is still free.
    let corner = ["a1", "c1", "a3", "c3"]
        .into_iter()
        .find(|c| !reply.ends_with(c))
        .unwrap();
    play.send(corner);
    play.line_where(|l| l.starts_with("O plays "));
    play.send("quit");
    play.line_where(|l| l.ends_with("bye"));
    assert!(play.finish().success());
}
