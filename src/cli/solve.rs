//! `alphabeta solve`: exact values of positions, one from the arguments
//! or each line of standard input.

use super::feedback::Feedback;
use super::json::{self, Format, FormatArg, Record};
use super::{line_words, Audience, CliError, EngineArgs, Start, Verdict};
use crate::catalog::{CatalogGame, Visit};
use crate::cli::searcher::{game_searcher, GameSearcher};
use crate::runtime::notation::move_to_string;
use crate::runtime::tune::Choice;
use crate::runtime::{Notation, Solution};
use clap::Args;
use indicatif::ProgressBar;
use std::io::{BufRead, IsTerminal, Write};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// One position to solve instead of reading standard input: moves from
    /// the start or a position in the game's notation, as an input line
    /// would give it (`-` is the start).
    // Some notations start with `-` (an Othello board whose a1 is empty).
    #[arg(value_name = "POSITION", allow_hyphen_values = true,
          conflicts_with_all = ["moves", "position"])]
    line: Option<String>,
    /// Solve the start position instead of reading standard input.
    #[arg(long, conflicts_with_all = ["line", "moves", "position"])]
    start: bool,
    #[command(flatten)]
    from: Start,
    /// Print only win, draw or loss (faster). Counted games (Go), whose
    /// solver ends a line once the settled points decide the count, are
    /// always solved so.
    #[arg(long)]
    weak: bool,
    /// End with a summary line on standard error.
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    format: FormatArg,
}

pub struct Solve(pub SolveArgs, pub Feedback);

/// How the start position is written back: the word that asks for it.
const START: &str = "-";

/// Reads one input line as a position: the start when it is empty or `-`, a
/// move sequence from the start, or a position in the game's notation.
/// Where a sequence is one word (the benchmark files' `4453 -2`), whatever
/// follows the first space is ignored.
fn read_position<G: Notation>(line: &str) -> Result<(G, &str), String> {
    if line.is_empty() || line == START {
        return Ok((G::start(), START));
    }
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

/// What solving one position found.
struct Answer {
    value: Solution,
    /// Whether only the sign of the value was sought.
    weak: bool,
    /// A best move and a line of best play, in notation (JSON only).
    best: Option<String>,
    pv: Vec<String>,
    nodes: u64,
    time: Duration,
}

impl Visit for Solve {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let Solve(args, feedback) = self;
        let mut searcher = game_searcher::<G>(args.engine.exact_options(), Choice::Game);
        match one_position::<G>(&args)? {
            Some((position, shown)) => {
                solve_argument(&mut searcher, &position, &shown, &args, feedback)
            }
            None => solve_input(&mut searcher, &args, feedback),
        }
    }
}

/// The position the arguments name, written as the output repeats it; `None`
/// when they name none, and the positions come from standard input.
fn one_position<G: Notation>(args: &SolveArgs) -> Result<Option<(G, String)>, CliError> {
    if args.start {
        return Ok(Some((G::start(), START.to_string())));
    }
    if let Some(line) = &args.line {
        let (position, shown) = read_position::<G>(line.trim()).map_err(CliError::Notation)?;
        return Ok(Some((position, shown.to_string())));
    }
    let shown = match (&args.from.moves, &args.from.position) {
        (Some(text), _) | (None, Some(text)) if text.trim().is_empty() => START.to_string(),
        (Some(text), _) | (None, Some(text)) => text.clone(),
        (None, None) => return Ok(None),
    };
    let (position, _) = args.from.resolve::<G>()?;
    Ok(Some((position, shown)))
}

/// Solves the one position of the arguments, with a spinner on a terminal
/// while it works.
fn solve_argument<G: CatalogGame>(
    searcher: &mut GameSearcher<G>,
    position: &G,
    shown: &str,
    args: &SolveArgs,
    feedback: Feedback,
) -> Result<(), CliError> {
    let progress = feedback.spinner();
    progress.set_message(format!("solving {shown}"));
    let answer = solve_one(searcher, position, args.weak, args.format.format);
    progress.finish_and_clear();
    write_answer(&mut std::io::stdout().lock(), 1, shown, &answer, args)?;
    if args.stats {
        eprintln!(
            "positions 1 nodes {} time {:.3}",
            answer.nodes,
            answer.time.as_secs_f64()
        );
    }
    Ok(())
}

/// Solves each line of standard input, answering it as soon as it is read.
fn solve_input<G: CatalogGame>(
    searcher: &mut GameSearcher<G>,
    args: &SolveArgs,
    feedback: Feedback,
) -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let progress = input_progress(&stdin, feedback);
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    let (mut positions, mut nodes, mut bad) = (0u64, 0u64, 0usize);
    let mut line = String::new();
    // Each line is answered as soon as it is read: a program that writes
    // one position and waits gets its answer while the pipe stays open.
    for number in 1.. {
        line.clear();
        let read = input.read_line(&mut line).map_err(CliError::Input)?;
        if read == 0 {
            break;
        }
        progress.inc(read as u64);
        let text = line.trim();
        let (position, shown) = match read_position::<G>(text) {
            Ok(found) => found,
            Err(e) => {
                progress.suspend(|| eprintln!("alphabeta: line {number}: {e}"));
                bad += 1;
                continue;
            }
        };
        searcher.clear();
        let answer = solve_one(searcher, &position, args.weak, args.format.format);
        positions += 1;
        nodes += answer.nodes;
        progress.suspend(|| write_answer(&mut out, number, shown, &answer, args))?;
        progress.set_message(format!("{positions} positions"));
    }
    progress.finish_and_clear();
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

/// Solves one position: only its value for text, which is all text shows;
/// for JSON also a best move and a line of best play.
fn solve_one<G: CatalogGame>(
    searcher: &mut GameSearcher<G>,
    position: &G,
    weak: bool,
    format: Format,
) -> Answer {
    let started = Instant::now();
    // A game that decides positions before it ends knows who wins, not when.
    let weak = weak || G::DECIDES_EARLY;
    match format {
        Format::Text => {
            let value = searcher.solve_value(position, weak);
            Answer {
                value,
                weak,
                best: None,
                pv: Vec::new(),
                nodes: searcher.stats().nodes,
                time: started.elapsed(),
            }
        }
        Format::Json => {
            let solved = if weak {
                searcher.solve_weak(position)
            } else {
                searcher.solve(position)
            };
            Answer {
                value: solved.value,
                weak,
                best: solved.best_move.map(|mv| move_to_string(position, mv)),
                pv: line_words(position, &solved.pv, Audience::Programs),
                nodes: solved.nodes,
                time: started.elapsed(),
            }
        }
    }
}

/// Writes one answer, text or JSON, and flushes it.
fn write_answer(
    out: &mut impl Write,
    number: usize,
    shown: &str,
    answer: &Answer,
    args: &SolveArgs,
) -> Result<(), CliError> {
    let verdict = Verdict::of_solution(answer.value, answer.weak);
    let written = match args.format.format {
        Format::Text if answer.weak => writeln!(out, "{shown} {verdict}"),
        Format::Text => writeln!(out, "{shown} {}", answer.value),
        Format::Json => {
            return json::emit(
                out,
                &Record::Solution {
                    line: number,
                    position: shown,
                    score: verdict.into(),
                    best: answer.best.clone(),
                    pv: answer.pv.clone(),
                    nodes: answer.nodes,
                    time: answer.time.as_secs_f64(),
                },
            )
        }
    };
    written.and_then(|()| out.flush()).map_err(CliError::Output)
}

/// Progress through standard input: a bar when it is a regular file, whose
/// size is known; a spinner counting up for a pipe; nothing for a person
/// typing at a terminal, who sees each answer come anyway.
fn input_progress(stdin: &std::io::Stdin, feedback: Feedback) -> ProgressBar {
    let progress = match bytes_left(stdin) {
        Some(total) => feedback.bar(total),
        None if stdin.is_terminal() => ProgressBar::hidden(),
        None => feedback.spinner(),
    };
    progress.set_message("0 positions");
    progress
}

/// The bytes left to read when `input` is a regular file; `None` for a pipe
/// or a terminal, whose end is not known before it comes.
#[cfg(unix)]
fn bytes_left(input: &impl std::os::fd::AsFd) -> Option<u64> {
    use std::io::Seek;
    let mut file = std::fs::File::from(input.as_fd().try_clone_to_owned().ok()?);
    let metadata = file.metadata().ok()?;
    if !metadata.is_file() {
        return None;
    }
    // A duplicated descriptor shares the offset: this reads where stdin is.
    let at = file.stream_position().ok()?;
    Some(metadata.len().saturating_sub(at))
}

#[cfg(not(unix))]
fn bytes_left<T>(_input: &T) -> Option<u64> {
    None
}

#[cfg(all(test, unix))]
mod tests {
    use super::bytes_left;
    use std::io::{Read, Write};

    #[test]
    fn only_a_regular_file_has_a_known_size() {
        let path =
            std::env::temp_dir().join(format!("alphabeta-bytes-left-{}", std::process::id()));
        std::fs::File::create(&path)
            .unwrap()
            .write_all(b"44\n4453\n")
            .unwrap();
        let mut file = std::fs::File::open(&path).unwrap();
        assert_eq!(bytes_left(&file), Some(8));
        let mut first = [0; 3];
        file.read_exact(&mut first).unwrap();
        assert_eq!(bytes_left(&file), Some(5));
        std::fs::remove_file(&path).unwrap();
        // A character device, like a terminal, has no size to go by.
        let null = std::fs::File::open("/dev/null").unwrap();
        assert_eq!(bytes_left(&null), None);
    }
}
