//! The command line, generic over the catalog: each subcommand is a
//! [`crate::catalog::Visit`] run for the game a name picks.

mod analyze;
mod perft;
mod play;
mod solve;
mod trace;

use crate::catalog::{self, Visit};
use crate::runtime::notation::play_sequence;
use crate::runtime::{Notation, NotationError};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

/// Declare a board game in a few lines; play, analyze, solve and count it.
#[derive(Debug, Parser)]
#[command(name = "alphabeta", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the games, one a line.
    List,
    /// Play a game against the engine (or watch it play itself).
    Play(play::PlayArgs),
    /// Search a position and print each iteration.
    Analyze(analyze::AnalyzeArgs),
    /// Solve positions read from standard input, one a line.
    Solve(solve::SolveArgs),
    /// Count the move paths of a given length.
    Perft(perft::PerftArgs),
    /// Show the alpha-beta tree of a small search.
    Trace(trace::TraceArgs),
}

/// Where a command starts: a move sequence or a position.
#[derive(Debug, Clone, Args, Default)]
pub struct Start {
    /// Moves played from the start, in the game's notation (for connect-four, column digits like 4453).
    #[arg(long, value_name = "SEQ", conflicts_with = "position")]
    moves: Option<String>,
    /// A position in the game's position notation.
    #[arg(long, value_name = "TEXT")]
    position: Option<String>,
}

impl Start {
    /// The position, and the moves that led to it when they were given.
    fn resolve<G: Notation>(&self) -> Result<(G, Vec<G::Move>), CliError> {
        match (&self.moves, &self.position) {
            (Some(seq), _) => {
                G::parse_moves(seq).map_err(|e| CliError::Notation(format!("--moves: {e}")))
            }
            (None, Some(text)) => G::parse_position(text)
                .map(|p| (p, Vec::new()))
                .map_err(|e| CliError::Notation(format!("--position: {e}"))),
            (None, None) => Ok((G::start(), Vec::new())),
        }
    }
}

/// Who plays which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Human {
    /// The human moves first.
    #[default]
    First,
    /// The engine moves first.
    Second,
    /// Two humans.
    Both,
    /// The engine plays itself.
    None,
}

/// A failure the user can fix: one line, exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The game name is not in the catalog.
    #[error("unknown game `{name}`{}", suggestion.map(|s| format!(": did you mean `{s}`?")).unwrap_or_default())]
    UnknownGame {
        /// What was typed.
        name: String,
        /// The nearest name.
        suggestion: Option<&'static str>,
    },
    /// Bad notation in an argument.
    #[error("{0}")]
    Notation(String),
    /// Options that cannot go together.
    #[error("{0}")]
    Usage(String),
    /// Reading standard input failed.
    #[error("cannot read standard input: {0}")]
    Io(#[from] std::io::Error),
    /// The run finished, but some input lines were bad (already reported).
    #[error("{0} input line(s) could not be read")]
    BadLines(usize),
}

/// Runs the command line and turns every error into a message and exit code 2.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("alphabeta: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        None => with_game("connect-four", play::Play(play::PlayArgs::default())),
        Some(Command::List) => {
            let width = catalog::GAMES
                .iter()
                .map(|e| e.name.len())
                .max()
                .unwrap_or(0);
            for entry in catalog::GAMES {
                println!("{:width$}  {}", entry.name, entry.summary);
            }
            Ok(())
        }
        Some(Command::Play(args)) => with_game(&args.game.clone(), play::Play(args)),
        Some(Command::Analyze(args)) => with_game(&args.game.clone(), analyze::Analyze(args)),
        Some(Command::Solve(args)) => with_game(&args.game.clone(), solve::Solve(args)),
        Some(Command::Perft(args)) => with_game(&args.game.clone(), perft::Perft(args)),
        Some(Command::Trace(args)) => with_game(&args.game.clone(), trace::TraceCommand(args)),
    }
}

/// Runs a subcommand for the named game.
fn with_game<V: Visit<Output = Result<(), CliError>>>(
    name: &str,
    visitor: V,
) -> Result<(), CliError> {
    catalog::visit(name, visitor).unwrap_or_else(|| {
        Err(CliError::UnknownGame {
            name: name.to_string(),
            suggestion: catalog::suggest(name),
        })
    })
}

/// Reads one move typed by a person, checking it is legal.
fn read_move<G: Notation>(position: &G, text: &str) -> Result<G::Move, NotationError> {
    play_sequence(*position, [text]).and_then(|(_, moves)| {
        moves
            .first()
            .copied()
            .ok_or_else(|| NotationError::BadMove {
                token: text.to_string(),
                expected: "a move",
            })
    })
}

/// The legal moves of `position`, written in notation and joined by spaces.
fn legal_list<G: Notation>(position: &G) -> String {
    crate::runtime::notation::legal_moves(position)
        .into_iter()
        .map(|mv| crate::runtime::notation::move_to_string(position, mv))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether output should be coloured: a terminal, and `NO_COLOR` unset.
fn use_colour(stream: &impl std::io::IsTerminal) -> bool {
    stream.is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The searcher's principal variation in notation, played from `position`.
fn line_to_string<G: Notation>(position: &G, line: &[G::Move]) -> String {
    let mut pos = *position;
    let mut words = Vec::with_capacity(line.len());
    for &mv in line {
        if pos.outcome().is_some() {
            break;
        }
        words.push(crate::runtime::notation::move_to_string(&pos, mv));
        pos = pos.play(mv);
    }
    words.join(" ")
}

/// A search score as people read it: "win in 7", "loss in 4", "+0.35", or
/// "draw" when a 0 is proven, which it is once the search's `depth` reaches
/// the end of the game on every line (every leaf and every table entry it
/// used is then a finished game).
fn describe<G: crate::runtime::Game>(
    position: &G,
    score: crate::runtime::Score,
    depth: u32,
) -> String {
    let to_the_end = position
        .max_remaining_plies()
        .is_some_and(|left| depth >= left);
    if score == 0 && to_the_end {
        "draw".to_string()
    } else {
        crate::runtime::ScoreKind::of(score).to_string()
    }
}
