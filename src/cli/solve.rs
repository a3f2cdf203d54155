//! `alphabeta solve`: exact values of positions read from standard input.

use super::CliError;
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::{Notation, SearchOptions, Searcher, Solution};
use clap::Args;
use std::io::{BufRead, IsTerminal, Write};
use std::time::Instant;

#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// The game (see `alphabeta list`).
    pub game: String,
    /// Print only win, draw or loss (faster).
    #[arg(long)]
    weak: bool,
    /// Show progress and end with a summary line on standard error.
    #[arg(long)]
    stats: bool,
    /// Transposition table size in MiB; it is cleared before each position,
    /// so that each answer and node count stands on its own.
    #[arg(long, value_name = "MIB", default_value_t = 64)]
    hash: usize,
}

pub struct Solve(pub SolveArgs);

/// Reads one input line as a position: a move sequence from the start, or a
/// position in the game's notation. Where a sequence is one word (the
/// benchmark files' `4453 -2`), whatever follows the first space is ignored.
fn read_position<G: Notation>(line: &str) -> Result<(G, &str), String> {
    let line = if G::SEQUENCE_IS_ONE_WORD {
        line.split_whitespace().next().unwrap_or_default()
    } else {
        line
    };
    match G::parse_moves(line) {
        Ok((position, _)) => Ok((position, line)),
        Err(moves_error) => match G::parse_position(line) {
            Ok(position) => Ok((position, line)),
            // A game whose positions may be written as moves says the same twice.
            Err(position_error) if position_error == moves_error => Err(moves_error.to_string()),
            Err(position_error) => Err(format!(
                "neither a move sequence ({moves_error}) nor a position ({position_error})"
            )),
        },
    }
}

impl Visit for Solve {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let mut searcher = Searcher::<G>::new(SearchOptions {
            hash_mib: args.hash,
            ..SearchOptions::default()
        });
        let progress = args.stats && std::io::stderr().is_terminal();
        // Read everything first, so the progress bar knows the total.
        let lines: Vec<String> = std::io::stdin().lock().lines().collect::<Result<_, _>>()?;
        let total = lines.iter().filter(|l| !l.trim().is_empty()).count();
        let started = Instant::now();
        let (mut positions, mut nodes, mut bad) = (0u64, 0u64, 0usize);
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        for (number, line) in lines.iter().enumerate() {
            let text = line.trim();
            if text.is_empty() {
                continue;
            }
            let (position, shown) = match read_position::<G>(text) {
                Ok(found) => found,
                Err(e) => {
                    eprintln!("alphabeta: line {}: {e}", number + 1);
                    bad += 1;
                    continue;
                }
            };
            searcher.clear();
            let solution = searcher.solve_value(&position, args.weak);
            positions += 1;
            nodes += searcher.stats().nodes;
            let value = match (args.weak, solution) {
                (true, Solution::Win(_)) => "win".to_string(),
                (true, Solution::Loss(_)) => "loss".to_string(),
                (_, v) => v.to_string(),
            };
            writeln!(out, "{shown} {value}")?;
            if progress {
                out.flush()?;
                eprint!("\r{}", progress_bar(positions as usize + bad, total));
            }
        }
        if progress {
            eprintln!();
        }
        if args.stats {
            eprintln!(
                "positions {positions} nodes {nodes} time {:.3}",
                started.elapsed().as_secs_f64()
            );
        }
        if bad > 0 {
            return Err(CliError::BadLines(bad));
        }
        Ok(())
    }
}

/// `[###############...............]      5/10`
fn progress_bar(done: usize, total: usize) -> String {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH)
        .checked_div(total)
        .unwrap_or(WIDTH)
        .min(WIDTH);
    format!(
        "[{}{}] {done:>6}/{total}",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled)
    )
}

#[cfg(test)]
mod tests {
    use super::progress_bar;

    #[test]
    fn the_bar_fills_with_progress() {
        assert_eq!(
            progress_bar(0, 10),
            format!("[{}]      0/10", ".".repeat(30))
        );
        assert_eq!(
            progress_bar(5, 10),
            format!("[{}{}]      5/10", "#".repeat(15), ".".repeat(15))
        );
        assert_eq!(
            progress_bar(10, 10),
            format!("[{}]     10/10", "#".repeat(30))
        );
    }
}
