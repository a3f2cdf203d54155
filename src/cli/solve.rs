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
            Err(_) => Err(moves_error.to_string()),
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
        let started = Instant::now();
        let (mut positions, mut nodes, mut bad) = (0u64, 0u64, 0usize);
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        for (number, line) in std::io::stdin().lock().lines().enumerate() {
            let line = line?;
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
                eprint!("\rsolved {positions} positions, {nodes} nodes");
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
