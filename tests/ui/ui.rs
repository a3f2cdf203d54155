//! The lessons of the `game!` DSL and of `#[derive(Game)]`: compile-fail
//! cases in `<category>/*.rs`, each with the `.stderr` a user sees, and
//! declarations that must compile and run in `pass/`. `README.md` orders
//! them into a course.
//!
//! The compile-fail lessons are checked in one `cargo check` (trybuild
//! batches a run that has no passing case), apart from the passing cases,
//! which trybuild builds and runs one at a time.
//!
//! After changing a message, review the new text and refresh the files with
//! `TRYBUILD=overwrite cargo test -p alphabeta-lessons`.

/// The categories, in the order of the course.
const CATEGORIES: &[&str] = &[
    "syntax",
    "sections",
    "players",
    "moves",
    "hooks",
    "board",
    "ends",
    "lines",
    "connect",
    "pieces",
    "setup",
    "piece_ends",
    "flipping",
    "derive",
];

/// Every compile-fail lesson, in one `cargo check`: trybuild batches a run
/// that has no passing case.
#[test]
fn lessons() {
    let lessons = trybuild::TestCases::new();
    for category in CATEGORIES {
        lessons.compile_fail(format!("{category}/*.rs"));
    }
}

/// The declarations that must compile and run, built one at a time (the
/// two runs take turns: trybuild locks its project while it runs).
#[test]
fn passing_cases() {
    trybuild::TestCases::new().pass("pass/*.rs");
}

/// Every folder of lessons is in [`CATEGORIES`], so none is left out of the
/// run.
#[test]
fn every_category_runs() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(here).expect("the lessons' folder") {
        let path = entry.expect("a folder entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        // `wip/` is where trybuild puts the `.stderr` of a new lesson.
        if path.is_dir() && name != "pass" && name != "wip" {
            assert!(
                CATEGORIES.contains(&name),
                "tests/ui/{name}/ is not in CATEGORIES"
            );
        }
    }
}
