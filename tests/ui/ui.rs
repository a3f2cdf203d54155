//! The lessons of the `game!` DSL and of `#[derive(Game)]`: compile-fail
//! cases in `<category>/*.rs`, each with the `.stderr` a user sees, and
//! declarations that must compile and run in `pass/`. `README.md` orders
//! them into a course.
//!
//! The compile-fail lessons are checked in one `cargo check` (trybuild
//! batches them when a run has no passing case), so they run apart from the
//! passing cases, which trybuild builds and runs one at a time.
//!
//! After changing a message, review the new text and refresh the files with
//! `TRYBUILD=overwrite cargo test -p alphabeta-lessons`.

/// The categories, in the order of the course.
const CATEGORIES: &[&str] = &[
    "syntax", "sections", "players", "moves", "hooks", "board", "ends", "lines", "connect",
    "later", "pieces", "derive",
];

#[test]
fn ui() {
    let lessons = trybuild::TestCases::new();
    for category in CATEGORIES {
        lessons.compile_fail(format!("{category}/*.rs"));
    }
    // Runs the batch now, before the passing cases are added to a run.
    drop(lessons);
    trybuild::TestCases::new().pass("pass/*.rs");
}
