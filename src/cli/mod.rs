//! The command line, generic over the catalog: each subcommand is a
//! [`crate::catalog::Visit`] run for the game a name picks.

mod analyze;
mod engine;
mod feedback;
mod gtp;
mod json;
mod match_;
mod perft;
mod play;
mod playouts;
mod plot;
mod prompt;
mod searcher;
mod show;
mod solve;
mod study;
mod trace;
mod tune;
mod uci;
// Public for its translation of SFEN and USI moves (`usi::sfen`).
pub mod usi;

use crate::catalog::{self, Visit};
use crate::runtime::notation::play_sequence;
use crate::runtime::notation::{legal_moves, move_to_string};
use crate::runtime::{Game, Notation, NotationError, Score, ScoreKind, SearchOptions, Solution};
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use feedback::Feedback;
use json::Format;
use std::fmt;
use std::io::Write;
use std::process::ExitCode;

/// Declare a board game in a few lines; play, analyze, solve and count it.
#[derive(Debug, Parser)]
#[command(name = "alphabeta", version, about, long_about = None)]
pub struct Cli {
    /// Show no progress bars, spinners or timings on standard error (errors
    /// are still shown).
    #[arg(long, short, global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the games, one a line.
    #[command(after_long_help = json::LIST_FIELDS)]
    List(ListArgs),
    /// Play a game against the engine (or watch it play itself).
    Play(play::PlayArgs),
    /// Search a position and print each iteration.
    #[command(after_long_help = json::ANALYZE_FIELDS)]
    Analyze(analyze::AnalyzeArgs),
    /// Solve a position given in the arguments (`--start`, `--moves`,
    /// `--position` or POSITION), or else each line of standard input,
    /// answering each as it is read.
    ///
    /// On standard input an empty line or `-` is the start position. The
    /// transposition table is cleared before each position, so that each
    /// answer and node count stands on its own.
    #[command(after_long_help = json::SOLVE_FIELDS)]
    Solve(solve::SolveArgs),
    /// Count the move paths of a given length.
    ///
    /// A path counts when it is DEPTH plies long. A game that ended sooner
    /// counts as zero paths in every game but othello, as chess perft and
    /// most tools count; othello counts it as one leaf, as Aart Bik's
    /// published othello counts do (`--ended` chooses either). A player
    /// who must pass makes a move of its own in games whose rules have
    /// one (othello), and that move counts as a ply. The last ply is
    /// bulk-counted (its moves are counted, not played); `--no-bulk` plays
    /// them and visits every leaf, which gives the same count.
    #[command(after_long_help = json::PERFT_FIELDS)]
    Perft(perft::PerftArgs),
    /// Play uniform random games to the end and count them: playouts a
    /// second, plies a playout and how the games ended.
    ///
    /// Each playout starts from the start (or from `--moves` or
    /// `--position`) and plays a legal move drawn uniformly at random at
    /// every ply until the game ends, as Regular Boardgames' and Ludii's
    /// playout benchmarks do. A player who must pass makes its game's pass
    /// move where the rules have one (othello). Where every move is a
    /// stone put on an empty cell (gomoku, hex), the moves are listed once
    /// a playout and each ply draws one of those not yet played.
    #[command(after_long_help = json::PLAYOUTS_FIELDS)]
    Playouts(playouts::PlayoutsArgs),
    /// Show the alpha-beta tree of a small search, of a game or of a tree
    /// written out (`trace tree "((3 12 8) (2 4 6) (14 5 2))"`).
    Trace(trace::TraceArgs),
    /// Read a position and write it back: its board, its notation, the side to move and the legal moves.
    #[command(after_long_help = json::SHOW_FIELDS)]
    Show(show::ShowArgs),
    /// Speak the UCI protocol on standard input and output, for chess GUIs and libraries.
    #[command(after_long_help = uci::ABOUT)]
    Uci(uci::UciArgs),
    /// Speak the USI protocol on standard input and output, for shogi GUIs and libraries.
    #[command(after_long_help = usi::ABOUT)]
    Usi(usi::UsiArgs),
    /// Speak the Go Text Protocol on standard input and output, for Go GUIs and referees.
    #[command(after_long_help = gtp::ABOUT)]
    Gtp(gtp::GtpArgs),
    /// Play two settings of the searcher against each other.
    #[command(after_long_help = match_::MATCH_FIELDS)]
    Match(match_::MatchArgs),
    /// Fit the game's evaluation to the results of self-play games
    /// (Texel's method) and write the weights.
    ///
    /// Plays GAMES games of the engine against itself at NODES nodes a
    /// move from seeded random openings, keeps every quiet position (no
    /// capture or other noisy move to play) with its game's result, and
    /// fits the weights of the game's features (material, squares,
    /// mobility... as its declaration gives them) by minimising the
    /// logistic loss of the results, after choosing the scale constant
    /// that suits the untuned evaluation. The fit starts from the linear
    /// evaluation nearest the untuned one and is held near it by a
    /// penalty (--from, --penalty). Positions are saved as games end
    /// (--samples): an interrupted run, started again with the same
    /// settings, plays only the games that are missing and ends with the
    /// same weights.
    #[command(after_long_help = json::TUNE_FIELDS)]
    Tune(tune::TuneArgs),
    /// Measure the lectures' claims: Knuth and Moore's counts, Pearl's
    /// branching factor, each refinement of the searcher.
    Study(study::StudyArgs),
    /// Print a completion script for a shell, e.g. `alphabeta completions bash > /etc/bash_completion.d/alphabeta`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

#[derive(Debug, Clone, Args)]
struct ListArgs {
    #[command(flatten)]
    format: json::FormatArg,
}

/// The parser of a game argument: any text, so that an unknown name gets a
/// "did you mean" from [`catalog::suggest`] rather than clap's list; the
/// catalog's names are offered to `--help` and to shell completion.
#[derive(Debug, Clone, Copy)]
struct GameName;

impl TypedValueParser for GameName {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(catalog::GAMES.iter().map(|entry| {
            PossibleValue::new(entry.name).help(entry.summary)
        })))
    }
}

/// Where a command starts: a move sequence or a position.
#[derive(Debug, Clone, Args, Default)]
pub struct Start {
    /// Moves played from the start, in the game's notation (for connect-four, column digits like 4453; for chess, SAN or UCI like "e4 e5 Nf3").
    #[arg(long, value_name = "SEQ", conflicts_with = "position")]
    moves: Option<String>,
    /// A position in the game's position notation (FEN for the chess family).
    // Some notations start with `-` (an Othello board whose a1 is empty).
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    position: Option<String>,
}

impl Start {
    /// The position, and the keys of the positions that led to it when
    /// moves were given, oldest first (the game's history, for repetitions).
    fn resolve<G: Notation>(&self) -> Result<(G, Vec<u64>), CliError> {
        match (&self.moves, &self.position) {
            (Some(seq), _) => G::parse_moves(seq)
                .map(|(_, moves)| replay(G::start(), &moves))
                .map_err(|e| CliError::Notation(format!("--moves: {e}"))),
            (None, Some(text)) => G::parse_position(text)
                .or_else(|e| from_sfen::<G>(text).ok_or(e))
                .map(|p| (p, Vec::new()))
                .map_err(|e| CliError::Notation(format!("--position: {e}"))),
            (None, None) => Ok((G::start(), Vec::new())),
        }
    }
}

/// A shogi position written as SFEN (`... b - 1`), which USI speaks,
/// where the game reads Fairy-Stockfish's FEN (the hands in brackets tell
/// them apart): `None` unless it converts and reads.
fn from_sfen<G: Notation>(text: &str) -> Option<G> {
    if text.contains('[') {
        return None;
    }
    let geometry = usi::sfen::Geometry::of_fen(text).ok()?;
    G::parse_position(&geometry.sfen_to_fen(text).ok()?).ok()
}

/// Plays `moves` from `start`: the position reached, and the repetition
/// keys of the positions on the way, `start`'s first.
fn replay<G: Game>(start: G, moves: &[G::Move]) -> (G, Vec<u64>) {
    let mut keys = Vec::with_capacity(moves.len());
    let mut position = start;
    for &mv in moves {
        keys.push(position.repetition_key());
        position = position.play(mv);
    }
    (position, keys)
}

/// The transposition table's size when none is asked for, in MiB.
const DEFAULT_HASH_MIB: usize = 64;
/// The most search threads an option accepts.
const MAX_THREADS: usize = 256;

/// What the engine may use: its table and its threads.
#[derive(Debug, Clone, Copy, Args)]
pub struct EngineArgs {
    /// Transposition table size in MiB.
    #[arg(long, value_name = "MIB", default_value_t = DEFAULT_HASH_MIB)]
    hash: usize,
    /// Search threads (Lazy SMP); with 1 a search is deterministic.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_threads)]
    threads: usize,
}

impl Default for EngineArgs {
    fn default() -> Self {
        Self {
            hash: DEFAULT_HASH_MIB,
            threads: 1,
        }
    }
}

impl EngineArgs {
    /// The searcher's options for play to a time or to nodes: with the
    /// reductions ([`SearchOptions::timed`]).
    fn options(self) -> SearchOptions {
        SearchOptions {
            hash_mib: self.hash,
            threads: self.threads,
            ..SearchOptions::timed()
        }
    }

    /// The searcher's options for solving: the exact defaults, without
    /// the reductions, so that a solve's nodes do not depend on them.
    fn exact_options(self) -> SearchOptions {
        SearchOptions {
            hash_mib: self.hash,
            threads: self.threads,
            ..SearchOptions::default()
        }
    }
}

/// `--threads`: from 1 to [`MAX_THREADS`].
fn parse_threads(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number of threads from 1 to {MAX_THREADS}"
        )),
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
    /// The game is in the catalog, but its family was left out of this
    /// build.
    #[error("`{name}` is not in this build: rebuild with its family, `--features {family}`, or every game with `--features full` (e.g. `cargo run --release --features {family} -- ...`)")]
    NotBuilt {
        /// The game's name.
        name: String,
        /// Its family's cargo feature.
        family: &'static str,
    },
    /// Bad notation in an argument.
    #[error("{0}")]
    Notation(String),
    /// Options that cannot go together.
    #[error("{0}")]
    Usage(String),
    /// Reading standard input failed.
    #[error("cannot read standard input: {0}")]
    Input(std::io::Error),
    /// Writing standard output failed (a closed pipe ends the run quietly instead).
    #[error("cannot write standard output: {0}")]
    Output(std::io::Error),
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
        // A reader that stopped listening (`| head`) wants no more and no
        // complaint, as with any Unix filter.
        Err(CliError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("alphabeta: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
    let feedback = Feedback::new(cli.quiet);
    match cli.command {
        None => with_game("connect-four", play::Play(play::PlayArgs::default())),
        Some(Command::List(args)) => list(args.format.format),
        Some(Command::Play(args)) => with_game(&args.game.clone(), play::Play(args)),
        Some(Command::Analyze(args)) => with_game(&args.game.clone(), analyze::Analyze(args)),
        Some(Command::Solve(args)) => with_game(&args.game.clone(), solve::Solve(args, feedback)),
        Some(Command::Perft(args)) => with_game(&args.game.clone(), perft::Perft(args, feedback)),
        Some(Command::Playouts(args)) => {
            with_game(&args.game.clone(), playouts::Playouts(args, feedback))
        }
        Some(Command::Show(args)) => with_game(&args.game.clone(), show::Show(args)),
        Some(Command::Uci(args)) => uci::run(args),
        Some(Command::Usi(args)) => usi::run(args),
        Some(Command::Gtp(args)) => gtp::run(args),
        Some(Command::Trace(args)) => trace::run(args),
        Some(Command::Match(args)) => with_game(&args.game.clone(), match_::Match(args, feedback)),
        Some(Command::Tune(args)) => with_game(&args.game.clone(), tune::Tune(args, feedback)),
        Some(Command::Study(args)) => study::run(args, feedback),
        Some(Command::Completions { shell }) => {
            let mut out = std::io::stdout().lock();
            clap_complete::generate(shell, &mut Cli::command(), "alphabeta", &mut out);
            out.flush().map_err(CliError::Output)
        }
    }
}

/// `alphabeta list`: the catalog, one game a line.
fn list(format: Format) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    let width = catalog::GAMES
        .iter()
        .map(|e| e.name.len())
        .max()
        .unwrap_or(0);
    // The games of this build first, then those a feature would add.
    let (built, left_out): (Vec<&catalog::Entry>, Vec<_>) =
        catalog::GAMES.iter().partition(|e| e.built);
    for entry in &built {
        match format {
            Format::Text => writeln!(out, "{:width$}  {}", entry.name, entry.summary)
                .map_err(CliError::Output)?,
            Format::Json => json::emit(&mut out, &game_record(entry))?,
        }
    }
    if left_out.is_empty() {
        return Ok(());
    }
    if format == Format::Text {
        writeln!(
            out,
            "\nNot in this build (`--features FAMILY`, or `--features full` for all):"
        )
        .map_err(CliError::Output)?;
    }
    for entry in &left_out {
        match format {
            Format::Text => writeln!(
                out,
                "{:width$}  {:10}  {}",
                entry.name, entry.family, entry.summary
            )
            .map_err(CliError::Output)?,
            Format::Json => json::emit(&mut out, &game_record(entry))?,
        }
    }
    Ok(())
}

/// `list`'s JSON record of a game.
fn game_record(entry: &catalog::Entry) -> json::Record<'_> {
    json::Record::Game {
        name: entry.name,
        summary: entry.summary,
        family: entry.family,
        built: entry.built,
    }
}

/// Runs a subcommand for the named game.
fn with_game<T, V: Visit<Output = Result<T, CliError>>>(
    name: &str,
    visitor: V,
) -> Result<T, CliError> {
    catalog::visit(name, visitor).unwrap_or_else(|| Err(no_game(name)))
}

/// Why this build cannot play the game called `name`: the catalog has no
/// such game, or its family was left out of the build.
fn no_game(name: &str) -> CliError {
    match catalog::entry(name) {
        Some(entry) if !entry.built => CliError::NotBuilt {
            name: name.to_string(),
            family: entry.family,
        },
        _ => CliError::UnknownGame {
            name: name.to_string(),
            suggestion: catalog::suggest(name),
        },
    }
}

/// Reads one move typed by a person, checking it is legal.
fn read_move<G: Notation>(position: &G, text: &str) -> Result<G::Move, NotationError> {
    match play_sequence(*position, [text]) {
        Ok((_, moves)) => moves
            .first()
            .copied()
            .ok_or_else(|| NotationError::BadMove {
                token: text.to_string(),
                expected: "a move",
            }),
        // A sequence of one: where in it is no news.
        Err(NotationError::InSequence { source, .. }) => Err(*source),
        Err(e) => Err(e),
    }
}

/// Reads the moves of one turn typed by a person, checking they are
/// legal: one move, or a whole turn's record in a game of several moves a
/// turn.
fn read_turn<G: Notation>(position: &G, text: &str) -> Result<Vec<G::Move>, NotationError> {
    read_move(position, text)
        .map(|mv| vec![mv])
        .or_else(|e| G::parse_turn(position, text).map_err(|_| e))
        .and_then(|moves| {
            if moves.is_empty() {
                Err(NotationError::BadMove {
                    token: text.to_string(),
                    expected: "a move",
                })
            } else {
                Ok(moves)
            }
        })
}

/// Who reads the moves a command writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Audience {
    /// People: the notation of game records (SAN in the chess family).
    People,
    /// Programs: the game's move notation (UCI in the chess family).
    Programs,
}

impl Audience {
    /// Who reads an output format.
    fn of(format: Format) -> Audience {
        match format {
            Format::Text => Audience::People,
            Format::Json => Audience::Programs,
        }
    }
}

/// One move made in `position`, written for `audience`.
fn move_word<G: Notation>(position: &G, mv: G::Move, audience: Audience) -> String {
    match audience {
        Audience::Programs => move_to_string(position, mv),
        Audience::People => {
            let mut word = String::new();
            // Writing into a String cannot fail.
            let _ = G::write_san(position, mv, &mut word);
            word
        }
    }
}

/// The legal moves of `position`, written for people.
fn legal_words<G: Notation>(position: &G) -> Vec<String> {
    turn_words(position, Audience::People)
}

/// What a player calls the legal moves of `position`, written for
/// `audience`: whole turns where the game's records name them so (a
/// capture of draughts, `28x19x10`), else each move.
fn turn_words<G: Notation>(position: &G, audience: Audience) -> Vec<String> {
    let Some(turns) = G::named_turns(position) else {
        return legal_moves(position)
            .into_iter()
            .map(|mv| move_word(position, mv, audience))
            .collect();
    };
    turns
        .iter()
        .map(|turn| {
            let mut at = *position;
            let mut word = String::new();
            for &mv in turn {
                word += &move_word(&at, mv, audience);
                at = at.play(mv);
            }
            word
        })
        .collect()
}

/// [`legal_words`] joined by spaces.
fn legal_list<G: Notation>(position: &G) -> String {
    legal_words(position).join(" ")
}

/// Whether output should be coloured: a terminal, and `NO_COLOR` unset.
fn use_colour(stream: &impl std::io::IsTerminal) -> bool {
    stream.is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The searcher's principal variation played from `position`, one word a
/// turn written for `audience` (stopping where the game ends): the moves
/// of a turn of several (Connect6's two stones) make one record, `j10k11`.
fn line_words<G: Notation>(position: &G, line: &[G::Move], audience: Audience) -> Vec<String> {
    let mut pos = *position;
    let mut words: Vec<String> = Vec::with_capacity(line.len());
    for &mv in line {
        if pos.outcome().is_some() {
            break;
        }
        let word = move_word(&pos, mv, audience);
        match words.last_mut() {
            Some(record) if pos.continues_turn() => record.push_str(&word),
            _ => words.push(word),
        }
        pos = pos.play(mv);
    }
    words
}

/// [`line_words`] for people, joined by spaces.
fn line_to_string<G: Notation>(position: &G, line: &[G::Move]) -> String {
    line_words(position, line, Audience::People).join(" ")
}

/// What a score says, as the command reports it in text and in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// The side to move wins; the plies to the end with perfect play, when known.
    Win(Option<u32>),
    /// The side to move loses; the plies to the end with perfect play, when known.
    Loss(Option<u32>),
    /// A proven draw.
    Draw,
    /// A heuristic evaluation in centi-units.
    Eval(Score),
    /// A value the solver could not prove ([`Solution::Unknown`]).
    Unknown(Solution),
}

impl Verdict {
    /// A search's score: a 0 is a proven draw once the search's `depth`
    /// reaches the end of the game on every line (every leaf and every table
    /// entry it used is then a finished game), within the searcher's ply
    /// limit; an evaluation before.
    fn of_search<G: crate::runtime::Game>(position: &G, score: Score, depth: u32) -> Verdict {
        // The searcher cuts every line at its ply limit, and a score there
        // is an evaluation: only a game that ends before it can be drawn.
        let to_the_end = position
            .max_remaining_plies()
            .is_some_and(|left| depth >= left && left as usize <= crate::runtime::params::MAX_PLY);
        match ScoreKind::of(score) {
            ScoreKind::Win(n) => Verdict::Win(Some(n)),
            ScoreKind::Loss(n) => Verdict::Loss(Some(n)),
            ScoreKind::Eval(0) if to_the_end => Verdict::Draw,
            ScoreKind::Eval(e) => Verdict::Eval(e),
        }
    }

    /// The solver's value; a `weak` one knows the winner but not when.
    fn of_solution(solution: Solution, weak: bool) -> Verdict {
        let plies = |n| (!weak).then_some(n);
        match solution {
            Solution::Win(n) => Verdict::Win(plies(n)),
            Solution::Loss(n) => Verdict::Loss(plies(n)),
            Solution::Draw => Verdict::Draw,
            unknown @ Solution::Unknown { .. } => Verdict::Unknown(unknown),
        }
    }
}

/// "win in 7", "loss in 4", "win" (when not known how soon), "draw" or
/// "+0.35", padded to a width when one is asked.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            Verdict::Win(Some(n)) => ScoreKind::Win(n).to_string(),
            Verdict::Loss(Some(n)) => ScoreKind::Loss(n).to_string(),
            Verdict::Win(None) => "win".to_string(),
            Verdict::Loss(None) => "loss".to_string(),
            Verdict::Draw => "draw".to_string(),
            Verdict::Eval(e) => ScoreKind::Eval(e).to_string(),
            Verdict::Unknown(solution) => solution.to_string(),
        };
        f.pad(&text)
    }
}
