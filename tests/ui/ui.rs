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
    "chess",
    "hands",
    "xiangqi",
    "blockers",
    "flipping",
    "derive",
    "go",
    "pente",
    "counted",
    "mills",
    "hexboards",
    "tafl",
    "draughts",
    "crowning",
    "rotate",
    "boxes",
    "when",
    "holes",
    "material_draws",
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
    for entry in std::fs::read_dir(here()).expect("the lessons' folder") {
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

/// Every lesson opens with its mistake and the corrected line, is in the
/// course (`README.md`), and is in the language reference's index of errors
/// with the message it gives today.
#[test]
fn every_lesson_is_in_the_course_and_the_reference() {
    let read = |path: &str| std::fs::read_to_string(here().join(path)).expect(path);
    let course = read("README.md");
    let reference =
        read("../../alphabeta-macros/doc/game.md") + &read("../../alphabeta-macros/doc/derive.md");
    for category in CATEGORIES {
        for lesson in lessons_in(category) {
            let text = read(&lesson);
            let comment: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
            assert!(
                comment
                    .first()
                    .is_some_and(|l| l.starts_with("// The mistake")),
                "{lesson} does not open with `// The mistake: ...`"
            );
            assert!(
                comment.iter().any(|l| l.starts_with("// Corrected:")),
                "{lesson}'s first comment shows no `// Corrected:` line"
            );
            assert!(
                course.contains(&format!("]({lesson})")),
                "{lesson} is not in README.md"
            );
            let entry = format!("](../../tests/ui/{lesson}): ");
            let quoted = reference
                .lines()
                .find_map(|line| Some(line.split_once(&entry)?.1));
            let Some(quoted) = quoted else {
                panic!("{lesson} is not in the Errors index of doc/game.md or doc/derive.md")
            };
            let stderr = read(&lesson.replace(".rs", ".stderr"));
            let message = first_message(&stderr);
            assert_eq!(
                quoted.trim_start_matches("rustc: "),
                message,
                "the Errors index quotes an old message of {lesson}"
            );
        }
    }
}

/// The first line of a lesson's `.stderr`, without `error:` or
/// `error[E0000]:`.
fn first_message(stderr: &str) -> &str {
    let line = stderr.lines().next().unwrap_or("");
    let rest = line.strip_prefix("error").unwrap_or(line);
    let rest = match rest.strip_prefix('[') {
        Some(code) => code.split_once(']').map_or(rest, |(_, after)| after),
        None => rest,
    };
    rest.strip_prefix(": ").unwrap_or(rest).trim_end()
}

/// This folder.
fn here() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The lessons of `category`, as paths from this folder.
fn lessons_in(category: &str) -> Vec<String> {
    let mut lessons: Vec<String> = std::fs::read_dir(here().join(category))
        .expect("a category's folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".rs"))
        .map(|name| format!("{category}/{name}"))
        .collect();
    lessons.sort();
    lessons
}
