//! The shared reference data (`../shared/reference/`, or the folder named by
//! `ALPHABETA_REFERENCE`), for the catalog tests.

/// The text of a reference file, or `None` (said plainly) where the folder
/// is missing. Under `CI=true` a missing file fails instead.
pub fn read(relative: &str) -> Option<String> {
    let dir = std::env::var("ALPHABETA_REFERENCE").unwrap_or_else(|_| "../shared/reference".into());
    let path = std::path::Path::new(&dir).join(relative);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "{}: {e}",
                path.display()
            );
            eprintln!("skipped: {} is missing ({e})", path.display());
            None
        }
    }
}
