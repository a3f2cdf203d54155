//! cshogi as a real USI client: `tests/usi_client.py` drives `alphabeta usi`
//! through `cshogi.usi.Engine`, plays 20 plies against a seeded random mover
//! (every move of the engine's checked legal by cshogi's `Board`, the
//! position sent both as `startpos moves …` and as an SFEN, on a node
//! budget and on byoyomi), then asks `go mate` for published tsume whose
//! mate lengths cshogi's own mate search confirms first.
//!
//! Without Python 3 or cshogi the test skips with a notice, except under
//! `CI=true`, where it fails (`.ci/run` installs cshogi).

use std::path::Path;
use std::process::Command;

/// The interpreter, overridable for machines where it has another name.
fn python() -> String {
    std::env::var("PYTHON").unwrap_or_else(|_| "python3".into())
}

/// Whether `python` runs and can import cshogi's USI driver.
fn cshogi_is_available(python: &str) -> bool {
    Command::new(python)
        .args(["-c", "import cshogi, cshogi.usi"])
        .output()
        .is_ok_and(|out| out.status.success())
}

/// `true` to go on; `false` after the skip notice. Under `CI=true` a
/// missing client fails the test instead.
fn client_or_skip(python: &str) -> bool {
    if cshogi_is_available(python) {
        return true;
    }
    let missing =
        format!("`{python}` with cshogi is not available (`{python} -m pip install cshogi`)");
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{missing}, and CI=true needs it"
    );
    eprintln!("skipped: {missing}");
    false
}

#[test]
fn cshogi_plays_a_game_and_solves_tsume() {
    let python = python();
    if !client_or_skip(&python) {
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/usi_client.py");
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
    let options = report["options"].as_array().unwrap();
    assert!(
        options
            .iter()
            .any(|o| o.as_str().unwrap().starts_with("option name USI_Hash")),
        "{options:?}"
    );
    // Twenty plies, or fewer if the random mover was mated sooner.
    let moves = report["game"]["moves"].as_array().unwrap();
    assert!(moves.len() >= 10, "{report}");
    for (name, plies) in [
        ("lets-play-shogi-3-last-move", 1),
        ("lets-play-shogi-3", 3),
        ("shogi-sekai-grimbergen-1", 3),
        ("shogi-l-1993-5", 5),
    ] {
        let tsume = &report["tsume"][name];
        assert_eq!(tsume["mate"].as_array().unwrap().len(), plies, "{tsume}");
    }
    // The book's key move, the only one that mates in three.
    assert_eq!(report["tsume"]["lets-play-shogi-3"]["mate"][0], "R*3b");
}
