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

/// Checks that `svg` is one well-formed `<svg>` element: every tag closed in
/// order, attributes quoted, text free of a bare `<` or `&`.
fn assert_well_formed_svg(svg: &str) {
    let mut open: Vec<&str> = Vec::new();
    let mut rest = svg.trim();
    assert!(
        rest.starts_with("<svg") || rest.starts_with("<?xml"),
        "{svg}"
    );
    while let Some(start) = rest.find('<') {
        let text = &rest[..start];
        assert!(
            !open.is_empty() || text.trim().is_empty(),
            "text outside <svg>"
        );
        for (i, _) in text.match_indices('&') {
            let entity = &text[i..text[i..].find(';').map_or(i, |e| i + e + 1)];
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity)
                    || entity.starts_with("&#"),
                "bare & in text: {text}"
            );
        }
        let end = start + rest[start..].find('>').expect("an unclosed tag");
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if tag.starts_with('?') || tag.starts_with('!') {
            continue;
        }
        assert_eq!(
            tag.matches('"').count() % 2,
            0,
            "unbalanced quotes: <{tag}>"
        );
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(
                open.pop(),
                Some(name.trim()),
                "</{name}> closes the wrong tag"
            );
        } else if !tag.ends_with('/') {
            open.push(tag.split_whitespace().next().expect("a tag name"));
        }
        if open.is_empty() {
            assert!(rest.trim().is_empty(), "content after </svg>: {rest}");
            assert!(tag == "/svg", "the root element is <{tag}>, not <svg>");
            return;
        }
    }
    panic!("unclosed elements {open:?}");
}

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
    assert_well_formed_svg(&svg);
    // The two cut leaves, each marked with the bound that cut it.
    assert_eq!(svg.matches("✂ ≤ 2").count(), 2, "{svg}");
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
    // A folder that does not exist yet: `--svg` makes it.
    let dir = std::env::temp_dir().join(format!("alphabeta-study-{}/plots", std::process::id()));
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
        assert_well_formed_svg(&svg);
        assert!(svg.contains("Pearl"), "{plot}");
    }
    std::fs::remove_dir_all(dir.parent().unwrap()).unwrap();
}

#[test]
fn study_ordering_counts_minimax_exactly_and_draws() {
    let dir = std::env::temp_dir().join(format!("alphabeta-ordering-{}", std::process::id()));
    let out = ok(&[
        "study",
        "ordering",
        "tic-tac-toe",
        "--positions",
        "1",
        "--depth",
        "3",
        "--svg",
        dir.to_str().unwrap(),
    ]);
    // From the empty board minimax evaluates 9, 9·8 and 9·8·7 leaves;
    // alpha-beta in generation order evaluates fewer from depth 2 on.
    let rows: Vec<Vec<u64>> = out
        .lines()
        .filter_map(|l| l.split_whitespace().map(|w| w.parse().ok()).collect())
        .collect();
    assert_eq!(rows.len(), 3, "{out}");
    assert_eq!(
        rows.iter().map(|r| (r[0], r[1])).collect::<Vec<_>>(),
        [(1, 9), (2, 72), (3, 504)]
    );
    assert!(rows[1..].iter().all(|r| r[2] < r[1]), "{out}");
    let svg = std::fs::read_to_string(dir.join("ordering-tic-tac-toe.svg")).unwrap();
    assert_well_formed_svg(&svg);
    assert!(svg.contains("minimax") && svg.contains("b^(d/2)"), "{svg}");
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
        assert!(
            out.contains("second [depth=1 plausibility=on]") && out.contains("units"),
            "{game:?}: {out}"
        );
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
