//! `eval: tuned("file")`: the weights file a declaration names, read when
//! the game is compiled.
//!
//! The path is relative to the directory of the `Cargo.toml` of the crate
//! that declares the game (`CARGO_MANIFEST_DIR`), as `include_str!` is to
//! its file. The file's format is the one `alphabeta tune` writes and the
//! runtime's `tune::Weights` reads: a feature a line, its name and one
//! integer weight (two, opening and ending, for a tapered game), `#`
//! starting a comment. Whether its names are the declaration's features
//! is judged where the features are known, by the code generator.

use super::Parts;
use crate::ctxt::Ctxt;
use std::path::PathBuf;

/// The weights of a file, in its order, with their lines.
#[derive(Clone, Debug)]
pub struct TunedFile {
    /// The file's absolute path, so that the generated code can make
    /// cargo build again when it changes.
    pub path: String,
    /// Each feature's name, weights and line (from 1).
    pub entries: Vec<(String, Vec<i32>, usize)>,
}

/// Reads the file `eval: tuned(...)` names; the error says why not.
pub fn read(literal: &syn::LitStr) -> Result<TunedFile, String> {
    let relative = literal.value();
    let base = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    let path = base.join(&relative);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "cannot read the weights file `{relative}`: {e} (a path is relative to the directory of the crate's Cargo.toml; `alphabeta tune GAME --out FILE` writes the file)"
        )
    })?;
    let mut entries: Vec<(String, Vec<i32>, usize)> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let name = words.next().unwrap_or_default().to_string();
        let weights: Option<Vec<i32>> = words.map(|w| w.parse().ok()).collect();
        match weights {
            Some(weights) if (1..=2).contains(&weights.len()) => {
                if entries.iter().any(|(n, _, _)| *n == name) {
                    return Err(format!(
                        "line {} of the weights file gives `{name}` a second time",
                        number + 1
                    ));
                }
                entries.push((name, weights, number + 1));
            }
            _ => {
                return Err(format!(
                    "line {} of the weights file is not a feature's name and its integer weight(s): `{line}`",
                    number + 1
                ))
            }
        }
    }
    Ok(TunedFile {
        path: path.display().to_string(),
        entries,
    })
}

/// Reports a weights file that could not be read, at its path.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    if let Some((literal, Err(why))) = &parts.tuned {
        cx.error(literal.span(), why);
    }
}
