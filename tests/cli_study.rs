//! The lecture commands from the outside: `trace tree`, `study` and `match`,
//! for every game of the catalog where they take a game.

mod cli_support;

use alphabeta::catalog::GAMES;
use cli_support::{alphabeta, stderr, stdout};

fn ok(args: &[&str]) -> String {
    let o = alphabeta(args, "");
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

fn user_error(args: &[&str], needle: &str) {
    let o = alphabeta(args, "");
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(needle), "expected `{needle}` in: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

const LECTURE: &str = "((3 12 8) (2 4 6) (14 5 2))";

#[test]
fn trace_tree_cuts_4_and_6_by_the_bound_2() {
    let text = ok(&["trace", "tree", LECTURE]);
    assert!(text.starts_with("root: max 3  [α -∞, β +∞]"), "{text}");
    for leaf in ["4", "6"] {
        let line = format!("✂ {leaf} not searched (α cut: value ≤ 2 ≤ α = 3)");
        assert!(text.contains(&line), "{line} missing from:\n{text}");
    }
    assert_eq!(text.matches("not searched").count(), 2, "{text}");
}

#[test]
fn trace_tree_has_the_lectures_options() {
    let hard = ok(&["trace", "tree", LECTURE, "--bounds", "hard"]);
    // Fail-hard: the second node returns the window's edge, 3, not 2.
    assert!(hard.contains("→ min 3  [α 3, β +∞]"), "{hard}");
    let soft = ok(&["trace", "tree", LECTURE]);
    assert!(soft.contains("→ min 2  [α 3, β +∞]"), "{soft}");
    let minimax = ok(&["trace", "tree", LECTURE, "--minimax"]);
    assert!(!minimax.contains("not searched"), "{minimax}");
    assert_eq!(minimax.lines().count(), 13);
    let reversed = ok(&["trace", "tree", LECTURE, "--reversed"]);
    assert!(
        reversed.lines().nth(1).unwrap().contains("min 2"),
        "{reversed}"
    );
    let svg = ok(&["trace", "tree", LECTURE, "--format", "svg"]);
    assert!(svg.starts_with("<svg") && svg.contains("✂ ≤ 2"), "{svg}");
}

#[test]
fn trace_tree_reports_bad_trees() {
    user_error(&["trace", "tree", "((1 2) 3)"], "different depths");
    user_error(&["trace", "tree"], "needs the tree");
    user_error(
        &["trace", "tic-tac-toe", LECTURE, "--depth", "2"],
        "trace tree",
    );
}

#[test]
fn study_trees_takes_a_tree_of_ones_own() {
    let out = ok(&["study", "trees", "--tree", LECTURE]);
    let row = |name: &str| {
        out.lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("{name} missing from:\n{out}"))
            .split_whitespace()
            .rev()
            .take(4)
            .collect::<Vec<_>>()
    };
    // value, PVS, fail-soft, fail-hard (read from the right).
    assert_eq!(row("as written"), ["3", "7", "7", "7"]);
    assert_eq!(row("best first"), ["3", "5", "5", "5"]);
    assert_eq!(row("worst first")[0], "3");
}

#[test]
fn study_trees_prints_its_three_tables_and_draws() {
    let dir = std::env::temp_dir().join(format!("alphabeta-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = ok(&[
        "study",
        "trees",
        "--branching",
        "3",
        "--depth",
        "4",
        "--pearl-branching",
        "3",
        "--seeds",
        "3",
        "--svg",
        dir.to_str().unwrap(),
    ]);
    // b = 3, d = 4: Knuth and Moore's 3^2 + 3^2 - 1 = 17, worst 81.
    let row = out
        .lines()
        .find(|l| l.split_whitespace().take(3).eq(["3", "4", "81"]))
        .unwrap_or_else(|| panic!("no b=3 d=4 row in:\n{out}"));
    assert!(
        row.contains("17 / 17 / 17") && row.contains("81 / 81 /"),
        "{row}"
    );
    assert!(out.contains("Pearl") && out.contains("Fail-hard against fail-soft"));
    for plot in ["trees-leaves.svg", "trees-branching.svg"] {
        let svg = std::fs::read_to_string(dir.join(plot)).unwrap();
        assert!(svg.contains("<svg") && svg.contains("Pearl"), "{plot}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn study_ordering_works_for_every_game() {
    for game in GAMES {
        let out = ok(&[
            "study",
            "ordering",
            game.name,
            "--positions",
            "1",
            "--budget",
            "3000",
        ]);
        assert!(out.starts_with(game.name), "{out}");
        assert!(
            out.contains("effective branching factor"),
            "{game:?}: {out}"
        );
    }
}

#[test]
fn match_works_for_every_game() {
    for game in GAMES {
        let out = ok(&[
            "match",
            game.name,
            "--first",
            "depth=1",
            "--second",
            "depth=1 plausibility=on",
            "--games",
            "2",
            "--concurrency",
            "2",
        ]);
        assert!(out.contains("games 2"), "{game:?}: {out}");
        assert!(out.contains("95% interval"), "{game:?}: {out}");
    }
}

#[test]
fn a_match_repeats_from_its_seed_and_stops_on_sprt() {
    let args = [
        "match",
        "connect-four",
        "--first",
        "depth=3",
        "--second",
        "depth=1",
        "--games",
        "40",
        "--seed",
        "7",
        "--format",
        "json",
    ];
    let one: serde_json::Value = serde_json::from_str(&ok(&args)).unwrap();
    let mut four = args.to_vec();
    four.extend(["--concurrency", "4"]);
    let again: serde_json::Value = serde_json::from_str(&ok(&four)).unwrap();
    assert_eq!(one, again);
    assert!(one["wins"].as_u64().unwrap() > one["losses"].as_u64().unwrap());
    let mut sprt: Vec<&str> = args.to_vec();
    sprt[7] = "400";
    sprt.extend(["--sprt", "0,100"]);
    let decided: serde_json::Value = serde_json::from_str(&ok(&sprt)).unwrap();
    assert_eq!(decided["sprt"], "H1", "{decided}");
    assert!(decided["games"].as_u64().unwrap() < 400);
}

#[test]
fn match_reports_bad_settings() {
    user_error(&["match", "nim", "--games", "3"], "even number");
    user_error(
        &["match", "nim", "--first", "kilers=off"],
        "did you mean `killers`?",
    );
    user_error(&["match", "nim", "--sprt", "5,0"], "--sprt");
}
