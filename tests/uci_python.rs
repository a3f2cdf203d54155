//! python-chess as a real UCI client: `tests/uci_client.py` plays a short
//! game with `alphabeta uci` through `chess.engine.SimpleEngine.popen_uci`
//! (moves at a fixed time, at a fixed depth, and on a clock), finds and plays
//! out a mate in two, and plays antichess, King of the Hill, three-check and
//! crazyhouse (with drops) by python-chess's own rules for them. python-chess checks every move; the
//! script fails at the first illegal one.
//!
//! Without Python 3 or python-chess the test skips with a notice, except
//! under `CI=true`, where it fails (`.ci/run` installs python-chess).

use std::path::Path;
use std::process::Command;

/// The interpreter, overridable for machines where it has another name.
fn python() -> String {
    std::env::var("PYTHON").unwrap_or_else(|_| "python3".into())
}

/// Whether `python` runs and can import python-chess's engine module.
fn python_chess_is_available(python: &str) -> bool {
    Command::new(python)
        .args(["-c", "import chess.engine, chess.variant"])
        .output()
        .is_ok_and(|out| out.status.success())
}

/// `true` to go on; `false` after the skip notice. Under `CI=true` a
/// missing client fails the test instead.
fn client_or_skip(python: &str) -> bool {
    if python_chess_is_available(python) {
        return true;
    }
    let missing = format!(
        "`{python}` with python-chess is not available (`{python} -m pip install python-chess`)"
    );
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{missing}, and CI=true needs it"
    );
    eprintln!("skipped: {missing}");
    false
}

#[test]
fn python_chess_plays_a_game_and_a_mate_in_two() {
    let python = python();
    if !client_or_skip(&python) {
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/uci_client.py");
    let out = Command::new(&python)
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_alphabeta"))
        .output()
        .expect("the client runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the client failed:\n{stderr}");
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("the client reports in JSON");
    eprintln!("{report:#}");

    assert!(report["name"].as_str().unwrap().starts_with("alphabeta"));
    assert_eq!(report["game"].as_array().unwrap().len(), 12, "{report}");
    // 6. Bxf7+ Ke7 7. Nd5#: the only defence, and the only mate.
    assert_eq!(report["mate_in_two"]["key"], "c4f7");
    assert_eq!(report["mate_in_two"]["defences"]["e8e7"], "c3d5");
    for variant in ["antichess", "kingofthehill", "3check", "crazyhouse"] {
        assert!(!report[variant].as_array().unwrap().is_empty(), "{report}");
    }
}
