//! The compile-fail lessons of the `game!` DSL and of `#[derive(Game)]`
//! (tests/ui/<category>/, the derive's in tests/ui/derive/), and a
//! few declarations that must compile and run (tests/ui/pass/).
//!
//! Each case starts with a comment saying which mistake it shows, and its
//! `.stderr` is the message a user sees. After changing a message, review the
//! new text and refresh the files with `TRYBUILD=overwrite cargo test --test ui`.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    for category in [
        "sections", "syntax", "board", "lines", "ends", "moves", "players", "connect", "later",
        "pieces", "hooks", "derive",
    ] {
        cases.compile_fail(format!("tests/ui/{category}/*.rs"));
    }
    cases.pass("tests/ui/pass/*.rs");
}
