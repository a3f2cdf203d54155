//! `alphabeta tune`: a seeded run writes the same weights whatever its
//! threads, a run interrupted and started again ends with the same
//! weights, the fit lowers the loss, and bad input is an error with exit
//! code 2; the weights play in `match` (`eval=`) and in `analyze` and
//! `play` (`--eval`).

mod cli_support;

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::tune::{Features, Weights};
use cli_support::{alphabeta, stderr, stdout};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alphabeta-tune-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Tunes connect four on a few short games, into `dir`, and returns the
/// JSON report.
fn tune(dir: &Path, threads: &str) -> Value {
    let samples = dir.join("c4.samples");
    let out = dir.join("c4.weights");
    let run = alphabeta(
        &[
            "tune",
            "connect-four",
            "--games",
            "60",
            "--nodes",
            "120",
            "--iterations",
            "150",
            "--threads",
            threads,
            "--samples",
            samples.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--format",
            "json",
        ],
        "",
    );
    assert!(run.status.success(), "{}", stderr(&run));
    serde_json::from_str(stdout(&run).trim()).unwrap()
}

#[test]
fn a_seeded_run_repeats_whatever_its_threads_and_lowers_the_loss() {
    let (one, two) = (scratch("one"), scratch("two"));
    let report = tune(&one, "1");
    tune(&two, "2");
    let weights = std::fs::read_to_string(one.join("c4.weights")).unwrap();
    assert_eq!(
        weights,
        std::fs::read_to_string(two.join("c4.weights")).unwrap()
    );
    assert!(Weights::parse::<ConnectFour>(&weights).is_ok(), "{weights}");
    assert_eq!(report["type"], "tune");
    assert_eq!(report["games"], 60);
    assert_eq!(report["features"], ConnectFour::FEATURES);
    let positions = report["positions"].as_u64().unwrap();
    assert!(positions > 60 * 5, "{report}");
    let loss = |key: &str, i: usize| report[key][i].as_f64().unwrap();
    // Fitted to its own positions, the evaluation predicts them better
    // than knowing nothing (ln 2).
    assert!(loss("tuned_loss", 0) < std::f64::consts::LN_2, "{report}");
    assert!(report["scale"].as_f64().unwrap() > 0.0);
}

#[test]
fn an_interrupted_run_ends_with_the_same_weights() {
    let (whole, cut) = (scratch("whole"), scratch("cut"));
    tune(&whole, "2");
    // The samples of the first run, cut in the middle of a line.
    let samples = std::fs::read_to_string(whole.join("c4.samples")).unwrap();
    std::fs::write(cut.join("c4.samples"), &samples[..samples.len() / 2]).unwrap();
    let report = tune(&cut, "2");
    let resumed = report["resumed_games"].as_u64().unwrap();
    assert!(resumed > 10 && resumed < 60, "{report}");
    assert_eq!(
        std::fs::read_to_string(cut.join("c4.weights")).unwrap(),
        std::fs::read_to_string(whole.join("c4.weights")).unwrap()
    );
    assert_eq!(
        std::fs::read_to_string(cut.join("c4.samples"))
            .unwrap()
            .len(),
        samples.len()
    );
}

#[test]
fn a_file_that_is_not_a_samples_file_is_an_error() {
    let dir = scratch("bad");
    let samples = dir.join("bad.samples");
    std::fs::write(&samples, "game 0 1\n256 0 999999:1\n").unwrap();
    let run = alphabeta(
        &[
            "tune",
            "connect-four",
            "--games",
            "2",
            "--samples",
            samples.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.status.code(), Some(2));
    assert!(
        stderr(&run).contains("not a samples file"),
        "{}",
        stderr(&run)
    );
    let run = alphabeta(&["tune", "connect-four", "--hold-out", "1"], "");
    assert_eq!(run.status.code(), Some(2));
}

#[test]
fn a_match_plays_tuned_weights_against_the_untuned_evaluation() {
    let dir = scratch("match");
    tune(&dir, "2");
    let weights = dir.join("c4.weights");
    let first = format!("nodes=200 eval={}", weights.display());
    let run = alphabeta(
        &[
            "match",
            "connect-four",
            "--first",
            &first,
            "--second",
            "nodes=200 eval=plain",
            "--games",
            "4",
            "--format",
            "json",
        ],
        "",
    );
    assert!(run.status.success(), "{}", stderr(&run));
    let report: Value = serde_json::from_str(stdout(&run).trim()).unwrap();
    assert_eq!(report["games"], 4);
    assert!(report["first"]
        .as_str()
        .unwrap()
        .ends_with(&format!("eval={}", weights.display())));
    assert!(report["second"].as_str().unwrap().ends_with("eval=plain"));
    // Weights of another game are refused, with the reason.
    std::fs::write(dir.join("other.weights"), "tempo 1\nmaterial.Pawn 100\n").unwrap();
    let other = format!("eval={}", dir.join("other.weights").display());
    let run = alphabeta(
        &["match", "connect-four", "--first", &other, "--games", "2"],
        "",
    );
    assert_eq!(run.status.code(), Some(2));
    assert!(
        stderr(&run).contains("no feature `material.Pawn`"),
        "{}",
        stderr(&run)
    );
}

#[test]
fn the_searching_commands_take_an_evaluation() {
    let dir = scratch("eval");
    tune(&dir, "2");
    let weights = dir.join("c4.weights");
    let weights = weights.to_str().unwrap();
    // The fit starts from the untuned evaluation, which keeps a share.
    let text = std::fs::read_to_string(weights).unwrap();
    assert!(text.lines().any(|l| l.starts_with("untuned ")), "{text}");
    for eval in ["game", "plain", weights] {
        let run = alphabeta(
            &[
                "analyze",
                "connect-four",
                "--depth",
                "4",
                "--eval",
                eval,
                "--format",
                "json",
            ],
            "",
        );
        assert!(run.status.success(), "--eval {eval}: {}", stderr(&run));
        let run = alphabeta(
            &[
                "play",
                "connect-four",
                "--human",
                "none",
                "--depth",
                "2",
                "--eval",
                eval,
            ],
            "",
        );
        assert!(run.status.success(), "--eval {eval}: {}", stderr(&run));
    }
    // A file that is missing, or for another game, is a usage error.
    std::fs::write(dir.join("other.weights"), "tempo 1\nmaterial.Pawn 100\n").unwrap();
    let other = dir.join("other.weights");
    for (eval, why) in [
        (dir.join("missing.weights"), "cannot read it"),
        (other, "no feature `material.Pawn`"),
    ] {
        let run = alphabeta(
            &[
                "analyze",
                "connect-four",
                "--depth",
                "2",
                "--eval",
                eval.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(run.status.code(), Some(2));
        assert!(stderr(&run).contains(why), "{}", stderr(&run));
    }
}
