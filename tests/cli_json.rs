//! `--format json`: every line of output parses as a JSON object, and its
//! values are the ones the text output prints for the same run.

mod cli_support;

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{Game, Notation, Outcome};
use cli_support::{alphabeta, stderr, stdout};
use serde_json::Value;

/// Runs `alphabeta args` twice, in text and in JSON, and returns both
/// outputs, the JSON one parsed line by line.
fn text_and_json(args: &[&str], stdin: &str) -> (Vec<String>, Vec<Value>) {
    let text = alphabeta(args, stdin);
    assert!(text.status.success(), "{}", stderr(&text));
    let json_args: Vec<&str> = args.iter().copied().chain(["--format", "json"]).collect();
    let json = alphabeta(&json_args, stdin);
    assert!(json.status.success(), "{}", stderr(&json));
    let records = stdout(&json)
        .lines()
        .map(|line| {
            let value: Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
            assert!(value.is_object(), "not an object: {line}");
            assert!(value["type"].is_string(), "no type: {line}");
            value
        })
        .collect();
    (stdout(&text).lines().map(String::from).collect(), records)
}

/// A JSON array of strings joined by spaces, as the text writes a line of moves.
fn words(value: &Value) -> String {
    let words: Vec<&str> = value
        .as_array()
        .unwrap_or_else(|| panic!("not an array: {value}"))
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    words.join(" ")
}

/// The word after `key` in a text line such as `depth 3 seldepth 4 ...`.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let mut words = line.split(' ');
    words
        .find(|&w| w == key)
        .and_then(|_| words.next())
        .unwrap_or_else(|| panic!("no `{key}` in `{line}`"))
}

/// The score's fields agree with one another: the text, the centi-units
/// and the proven result.
fn assert_score_fields(record: &Value) {
    let score = record["score"].as_str().unwrap();
    match record["result"].as_str() {
        Some("win") | Some("loss") => {
            assert!(record["cp"].is_null(), "{record}");
            let result = record["result"].as_str().unwrap();
            assert!(score.starts_with(result), "{record}");
            if let Some(plies) = record["plies"].as_u64() {
                assert_eq!(score, format!("{result} in {plies}"), "{record}");
            }
        }
        Some("draw") => {
            assert_eq!(score, "draw", "{record}");
            assert_eq!(record["cp"], 0, "{record}");
            assert!(record["plies"].is_null(), "{record}");
        }
        None => {
            let cp = record["cp"].as_i64().unwrap();
            let sign = if cp < 0 { '-' } else { '+' };
            let written = format!("{sign}{}.{:02}", cp.abs() / 100, cp.abs() % 100);
            assert_eq!(score, written, "{record}");
            assert!(record["plies"].is_null(), "{record}");
        }
        Some(other) => panic!("unknown result `{other}` in {record}"),
    }
}

#[test]
fn list_gives_each_game_its_name_and_summary() {
    let (text, json) = text_and_json(&["list"], "");
    assert_eq!(text.len(), json.len());
    assert!(json.len() >= 11);
    for (line, record) in text.iter().zip(&json) {
        assert_eq!(record["type"], "game");
        let (name, summary) = line.split_once(' ').unwrap();
        assert_eq!(record["name"], name);
        assert_eq!(record["summary"], summary.trim_start());
    }
}

#[test]
fn analyze_writes_each_iteration_as_the_text_does() {
    // A fixed depth makes the search the same in both runs, node for node.
    for moves in ["", "a1 b1 b2 c1"] {
        let mut args = vec!["analyze", "tic-tac-toe", "--depth", "9"];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let (text, json) = text_and_json(&args, "");
        assert_eq!(text.len(), json.len(), "{text:?}");
        let (last_line, lines) = text.split_last().unwrap();
        let (best, iterations) = json.split_last().unwrap();
        for (line, record) in lines.iter().zip(iterations) {
            assert_eq!(record["type"], "iteration");
            for key in ["depth", "seldepth", "nodes"] {
                assert_eq!(record[key].to_string(), field(line, key), "{key}: {line}");
            }
            let score = line
                .split(" score ")
                .nth(1)
                .unwrap()
                .split(" nodes ")
                .next();
            assert_eq!(record["score"].as_str(), score, "{line}");
            assert_eq!(words(&record["pv"]), line.split(" pv ").nth(1).unwrap());
            assert!(record["time"].as_f64().unwrap() >= 0.0);
            assert!(record["nps"].is_u64() && record["hashfull"].is_f64());
            assert_score_fields(record);
        }
        assert_eq!(best["type"], "bestmove");
        assert_eq!(
            Some(best["move"].as_str().unwrap()),
            last_line.strip_prefix("bestmove ")
        );
        let deepest = iterations.last().unwrap();
        for key in ["depth", "score", "cp", "result", "plies", "pv"] {
            assert_eq!(best[key], deepest[key], "{key}");
        }
        assert_score_fields(best);
        let proven = if moves.is_empty() {
            // Tic-tac-toe is a draw, proven by a search to the end.
            ("draw", Value::Null)
        } else {
            // X completes the diagonal: a win on the next ply.
            ("win", Value::from(1))
        };
        assert_eq!(
            (best["result"].as_str().unwrap(), best["plies"].clone()),
            proven
        );
    }
}

#[test]
fn solve_gives_the_text_value_a_best_move_and_a_line_to_the_end() {
    // Pons' end-easy lines, and a nim position that is lost at once.
    let input = "2252576253462244111563365343671351441\n\
                 7422341735647741166133573473242566\n\
                 23163416124767223154467471272416755633\n";
    let (text, json) = text_and_json(&["solve", "connect-four"], input);
    assert_eq!(text.len(), 3);
    assert_eq!(json.len(), 3);
    for (number, (line, record)) in text.iter().zip(&json).enumerate() {
        assert_eq!(record["type"], "solution");
        assert_eq!(record["line"], number + 1);
        let (position, value) = line.split_once(' ').unwrap();
        assert_eq!(record["position"], position);
        let expected = match value.split_once(' ') {
            Some((result, plies)) => (result, plies.parse::<u64>().ok()),
            None => (value, None),
        };
        assert_eq!(
            (record["result"].as_str().unwrap(), record["plies"].as_u64()),
            expected,
            "{line}"
        );
        assert_score_fields(record);
        // The line of best play ends the game where the value says.
        let pv = record["pv"].as_array().unwrap();
        assert_eq!(pv.first(), Some(&record["best"]), "{record}");
        if let Some(plies) = record["plies"].as_u64() {
            assert_eq!(pv.len() as u64, plies, "{record}");
        }
        let (before, _) = ConnectFour::parse_moves(position).unwrap();
        let (after, _) = ConnectFour::parse_moves(&format!(
            "{position}{}",
            words(&record["pv"]).replace(' ', "")
        ))
        .unwrap();
        let mover = before.side_to_move();
        let ended = match after.outcome() {
            Some(Outcome::Win(side)) if side == mover => "win",
            Some(Outcome::Win(_)) => "loss",
            Some(Outcome::Draw) => "draw",
            None => panic!("the line does not end the game: {record}"),
        };
        assert_eq!(record["result"], ended, "{record}");
        assert!(record["nodes"].as_u64().unwrap() > 0);
    }
}

#[test]
fn weak_solve_says_who_wins_but_not_when() {
    let (text, json) = text_and_json(&["solve", "nim", "--weak"], "3 4 5\n1 2 3\n");
    assert_eq!(text, ["3 4 5 win", "1 2 3 loss"]);
    for (record, result) in json.iter().zip(["win", "loss"]) {
        assert_eq!(record["result"], result);
        assert_eq!(record["score"], result);
        assert!(record["plies"].is_null() && record["cp"].is_null());
    }
}

#[test]
fn perft_divides_as_the_text_does() {
    // perft.csv: connect-four at depth 5 is 16807, 7^4 under each column.
    let (text, json) = text_and_json(&["perft", "connect-four", "5", "--divide"], "");
    assert_eq!(text.len(), 8);
    assert_eq!(json.len(), 8);
    let (total, divided) = json.split_last().unwrap();
    for (line, record) in text.iter().zip(divided) {
        assert_eq!(record["type"], "divide");
        assert_eq!(
            format!("{} {}", record["move"].as_str().unwrap(), record["nodes"]),
            *line
        );
        assert_eq!(record["nodes"], 2401);
    }
    assert_eq!(total["type"], "perft");
    assert_eq!(total["depth"], 5);
    assert_eq!(total["nodes"], 16807);
    assert_eq!(total["nodes"].to_string(), text[7]);
    assert!(total["time"].is_f64() && total["nps"].is_u64());
    let (text, json) = text_and_json(&["perft", "tic-tac-toe", "4"], "");
    assert_eq!(text, ["3024"]);
    assert_eq!(json.len(), 1);
    assert_eq!(json[0]["nodes"], 3024);
}

#[test]
fn the_readme_example_is_what_solve_writes() {
    // The README's two lines of `solve --format json`: the same fields, and
    // the same values but for those a change to the search may move.
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let shown: Vec<Value> = readme
        .lines()
        .filter(|l| l.starts_with("{\"type\":\"solution\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(shown.len(), 2, "the README shows two lines");
    let input: String = shown
        .iter()
        .map(|r| format!("{}\n", r["position"].as_str().unwrap()))
        .collect();
    let (_, written) = text_and_json(&["solve", "connect-four"], &input);
    for (shown, written) in shown.iter().zip(&written) {
        let keys = |r: &Value| r.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
        assert_eq!(keys(shown), keys(written));
        for key in ["type", "line", "position", "score", "cp", "result", "plies"] {
            assert_eq!(shown[key], written[key], "{key}");
        }
    }
}
