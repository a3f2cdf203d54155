//! The shared reference data (`../shared/reference/`, or the folder named by
//! `ALPHABETA_REFERENCE`), for the catalog tests.

/// The text of a reference file, or `None` (said plainly) where the folder
/// is missing. Under `CI=true` a missing file fails instead.
#[allow(dead_code)] // not every test crate that includes this module reads files
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

/// The score convention of the Connect Four files (`connect4/*.txt`), from
/// a solved value `plies` plies into the game: 22 minus the winner's stones
/// when the game ends (half the plies, rounded up for the first player),
/// negative when the side to move loses, 0 for a draw.
#[allow(dead_code)] // not every test crate that reads the data scores positions
pub fn connect_four_score(plies: u32, value: alphabeta::runtime::Solution) -> i32 {
    use alphabeta::runtime::Solution;
    let winner_stones = |n: u32| 22 - (plies + n).div_ceil(2) as i32;
    match value {
        Solution::Draw => 0,
        Solution::Win(n) => winner_stones(n),
        Solution::Loss(n) => -winner_stones(n),
        Solution::Unknown { .. } => panic!("connect four is solved to the end: {value}"),
    }
}
