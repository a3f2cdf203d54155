//! `alphabeta gtp`: the Go Text Protocol (version 2) on standard input and
//! output, for Go programs' controllers and GUIs (GoGui, Sabaki, and GNU Go
//! as an opponent through a referee).
//!
//! GTP is synchronous: the controller sends a command and waits for its
//! answer, so a `genmove` searches on the main thread, within the time the
//! clock gives it ([`clock`]), a second by default. Every answer is
//! `=[id] text` or `?[id] message`, then a blank line; a bad command is
//! answered with `?`, never a panic.
//!
//! - `command.rs`: an input line read into a command.
//! - `clock.rs`: the time a move may take.
//!
//! The catalog's Go games speak it: `go` (9 x 9), `go-13` and `go-19`, and
//! `boardsize` moves between them. Their komi is part of their rules (7.5),
//! so `komi` accepts that value only.
//!
//! So do its Hex games, as HexGui speaks to Hex programs: `hex` (11 x 11)
//! and `hex-9`, `boardsize 11` (or `boardsize 11 11`) moving between them.
//! Cells are HexGui's, `a1` to `k11` with the letter `i`; black is the first
//! player (who joins top and bottom), white the second. Hex has no pass and
//! no komi (`komi 0` only), and `final_score` names the winner, `B+` or
//! `W+`, once one has connected.

// A build without the go and connection families has no game that speaks
// GTP: the command is there and says which families it needs, and the
// engine's code is never instantiated.
#![cfg_attr(
    not(any(feature = "go", feature = "connection")),
    allow(dead_code, unused_imports, unused_macros, unused_mut)
)]

mod clock;
mod command;

use super::{CliError, EngineArgs};
use crate::catalog::CatalogGame;
use crate::cli::searcher::{game_searcher, EvalArg, GameSearcher};
#[cfg(feature = "go")]
use crate::games::go::{Go, Go13, Go19};
#[cfg(feature = "connection")]
use crate::games::hex::{Hex, Hex9};
use crate::runtime::notation::move_to_string;
use crate::runtime::{Limits, Side};
use clap::Args;
use clock::Clock;
use command::Line;
use std::fmt;
use std::io::{BufRead, StdinLock, Write};
use std::time::Duration;

/// `alphabeta gtp --help`, after the options.
pub const ABOUT: &str = "Commands: protocol_version, name, version, known_command, list_commands,
boardsize (9, 13 or 19 for Go; 9 or 11 for Hex), clear_board, komi (7.5 for Go, the rules' own;
0 for Hex), play, genmove, undo, final_score, showboard, time_settings, time_left, quit.
Go's moves are its points (D4, with no column I) or pass, in either case; Hex's are HexGui's
cells (a1 to k11, with the letter i), black moving first and joining top and bottom.

Against GNU Go through a referee, or in GoGui or HexGui:
  gogui -program \"alphabeta gtp go\"
  alphabeta gtp hex";

#[derive(Debug, Clone, Args)]
pub struct GtpArgs {
    /// The game: `go` (9x9), `go-13`, `go-19`, `hex` (11x11) or `hex-9`;
    /// `boardsize` changes the size.
    #[arg(default_value = "go", value_parser = super::GameName)]
    game: String,
    /// Seconds a `genmove` may think when the controller sets no clock.
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0)]
    time: f64,
    /// The most nodes a `genmove` may search, whatever the clock allows.
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    #[command(flatten)]
    engine: EngineArgs,
    /// A weights file fits one game: a size it does not fit is an error.
    #[command(flatten)]
    eval: EvalArg,
}

/// Every command this engine knows, in the order `list_commands` gives them.
const COMMANDS: [&str; 16] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "final_score",
    "showboard",
    "time_settings",
    "time_left",
    "quit",
];

/// The catalog's Go games that speak GTP, by board size.
const GO_SIZES: &[(usize, &str)] = &[(9, "go"), (13, "go-13"), (19, "go-19")];
/// The catalog's Hex games that speak GTP, by board size.
const HEX_SIZES: &[(usize, &str)] = &[(9, "hex-9"), (11, "hex")];

/// What GTP needs of a game beyond the catalog's traits.
pub trait GtpGame: CatalogGame + fmt::Display {
    /// The board's side.
    const SIZE: usize;
    /// The games of the same family, by board size, that `boardsize`
    /// moves between.
    const SIZES: &'static [(usize, &'static str)];
    /// The move that passes, in a game that has one.
    const PASS: Option<Self::Move>;
    /// The komi, in half points, given to the second player.
    const KOMI_HALVES: i64;
    /// `final_score`'s answer: `B+3.5`, `W+0.5` or `0`.
    fn final_score(&self) -> String;
    /// The empty cells left.
    fn empty_cells(&self) -> u32;
}

/// The empty cells of a square board of side `size`, by `stone`.
fn empty_cells(size: usize, stone: impl Fn(usize, usize) -> bool) -> u32 {
    let empty = (0..size)
        .flat_map(|col| (0..size).map(move |row| (col, row)))
        .filter(|&(col, row)| !stone(col, row))
        .count();
    u32::try_from(empty).unwrap_or(u32::MAX)
}

#[cfg(feature = "go")]
macro_rules! go_games {
    ($($game:ty),*) => {$(
        impl GtpGame for $game {
            const SIZE: usize = <$game>::WIDTH;
            const SIZES: &'static [(usize, &'static str)] = GO_SIZES;
            const PASS: Option<Self::Move> = Some(<$game>::PASS);
            const KOMI_HALVES: i64 = <$game>::KOMI_HALVES;
            fn final_score(&self) -> String {
                score_text(self.margin_halves())
            }
            fn empty_cells(&self) -> u32 {
                empty_cells(Self::SIZE, |col, row| self.stone(col, row).is_some())
            }
        }
    )*};
}

#[cfg(feature = "go")]
go_games!(Go, Go13, Go19);

#[cfg(feature = "connection")]
macro_rules! hex_games {
    ($($game:ty),*) => {$(
        impl GtpGame for $game {
            const SIZE: usize = <$game>::WIDTH;
            const SIZES: &'static [(usize, &'static str)] = HEX_SIZES;
            const PASS: Option<Self::Move> = None;
            const KOMI_HALVES: i64 = 0;
            fn final_score(&self) -> String {
                use crate::runtime::{Game, Outcome};
                match self.outcome() {
                    Some(Outcome::Win(Side::First)) => "B+".into(),
                    Some(Outcome::Win(Side::Second)) => "W+".into(),
                    _ => "0".into(),
                }
            }
            fn empty_cells(&self) -> u32 {
                empty_cells(Self::SIZE, |col, row| self.stone(col, row).is_some())
            }
        }
    )*};
}

#[cfg(feature = "connection")]
hex_games!(Hex, Hex9);

/// What outlives a change of board size: the input, the settings and the clock.
struct Session {
    input: StdinLock<'static>,
    args: GtpArgs,
    clock: Clock,
}

/// Why the engine for one board size stopped serving.
enum Exit {
    /// `quit`, or the end of the input.
    Quit,
    /// `boardsize`: the new size.
    Size(usize),
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run(args: GtpArgs) -> Result<(), CliError> {
    let family = [GO_SIZES, HEX_SIZES]
        .into_iter()
        .find(|sizes| sizes.iter().any(|(_, name)| *name == args.game));
    let Some(&(mut size, _)) =
        family.and_then(|sizes| sizes.iter().find(|(_, name)| *name == args.game))
    else {
        if crate::catalog::GAMES.iter().any(|e| e.name == args.game) {
            let names: Vec<&str> = GO_SIZES
                .iter()
                .chain(HEX_SIZES)
                .map(|(_, name)| *name)
                .collect();
            return Err(CliError::Usage(format!(
                "gtp speaks for Go and Hex ({}), not {}",
                names.join(", "),
                args.game
            )));
        }
        return Err(CliError::UnknownGame {
            suggestion: crate::catalog::suggest(&args.game),
            name: args.game,
        });
    };
    if !crate::catalog::built(&args.game) {
        return Err(super::no_game(&args.game));
    }
    if !(args.time.is_finite() && args.time > 0.0) {
        return Err(CliError::Usage(
            "--time is a positive number of seconds".into(),
        ));
    }
    let mut session = Session {
        input: std::io::stdin().lock(),
        args,
        clock: Clock::default(),
    };
    let hex = family == Some(HEX_SIZES);
    loop {
        // A board size moves within the family, which this build has.
        let exit = match (hex, size) {
            #[cfg(feature = "go")]
            (false, 9) => Engine::<Go>::new(&mut session)?.serve(),
            #[cfg(feature = "go")]
            (false, 13) => Engine::<Go13>::new(&mut session)?.serve(),
            #[cfg(feature = "go")]
            (false, _) => Engine::<Go19>::new(&mut session)?.serve(),
            #[cfg(feature = "connection")]
            (true, 9) => Engine::<Hex9>::new(&mut session)?.serve(),
            #[cfg(feature = "connection")]
            (true, _) => Engine::<Hex>::new(&mut session)?.serve(),
            #[allow(unreachable_patterns)]
            _ => Err(super::no_game(&session.args.game)),
        }?;
        match exit {
            Exit::Quit => return Ok(()),
            Exit::Size(next) => size = next,
        }
    }
}

/// Writes one answer and flushes it: `=` and the text on success, `?` and
/// the message on failure, the id after either, then a blank line.
fn answer(id: Option<u32>, result: &Result<String, String>) {
    let id = id.map(|id| id.to_string()).unwrap_or_default();
    let (mark, text) = match result {
        Ok(text) => ('=', text),
        Err(message) => ('?', message),
    };
    let mut out = std::io::stdout().lock();
    let _ = write!(out, "{mark}{id} {text}\n\n").and_then(|()| out.flush());
}

/// The engine for game `G`.
struct Engine<'s, G: GtpGame> {
    session: &'s mut Session,
    searcher: GameSearcher<G>,
    position: G,
    /// The positions before each `play` and `genmove`, for `undo`.
    history: Vec<G>,
}

impl<'s, G: GtpGame> Engine<'s, G> {
    /// The engine, with a searcher that evaluates as `--eval` says; a
    /// weights file that does not fit the game is an error.
    fn new(session: &'s mut Session) -> Result<Self, CliError> {
        let evaluation = session.args.eval.eval.evaluator::<G>()?;
        let searcher = game_searcher(session.args.engine.options(), evaluation);
        Ok(Engine {
            session,
            searcher,
            position: G::start(),
            history: Vec::new(),
        })
    }

    /// Reads and answers commands until one ends the session or the size.
    fn serve(mut self) -> Result<Exit, CliError> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            if self
                .session
                .input
                .read_until(b'\n', &mut bytes)
                .map_err(CliError::Input)?
                == 0
            {
                return Ok(Exit::Quit);
            }
            let text = String::from_utf8_lossy(&bytes);
            let Some(line) = command::parse(&text) else {
                continue;
            };
            let (result, exit) = self.obey(&line);
            answer(line.id, &result);
            if let Some(exit) = exit {
                return Ok(exit);
            }
        }
    }

    /// Obeys one command: its answer, and `Some` when it ends the session
    /// or the board size.
    fn obey(&mut self, line: &Line) -> (Result<String, String>, Option<Exit>) {
        let args: Vec<&str> = line.args.iter().map(String::as_str).collect();
        let result = match (line.name.as_str(), args.as_slice()) {
            ("protocol_version", []) => Ok("2".into()),
            ("name", []) => Ok("alphabeta".into()),
            ("version", []) => Ok(env!("CARGO_PKG_VERSION").into()),
            ("known_command", [name]) => Ok(COMMANDS.contains(name).to_string()),
            ("list_commands", []) => Ok(COMMANDS.join("\n")),
            ("quit", []) => return (Ok(String::new()), Some(Exit::Quit)),
            // HexGui writes a Hex board's size twice, its columns and rows.
            ("boardsize", [size]) | ("boardsize", [size, _])
                if args.len() == 1 || args[0] == args[1] =>
            {
                match size.parse::<usize>() {
                    Ok(n) if n == G::SIZE => {
                        self.clear();
                        Ok(String::new())
                    }
                    Ok(n) if G::SIZES.iter().any(|&(s, _)| s == n) => {
                        return (Ok(String::new()), Some(Exit::Size(n)));
                    }
                    Ok(_) => Err("unacceptable size".into()),
                    Err(_) => Err(format!(
                        "boardsize expects a number: {}",
                        sizes_text(G::SIZES)
                    )),
                }
            }
            ("boardsize", [_, _]) => Err("unacceptable size: the board is square".into()),
            ("clear_board", []) => {
                self.clear();
                Ok(String::new())
            }
            ("komi", [komi]) => self.komi(komi),
            ("play", [colour, point]) => self.play(colour, point),
            ("genmove", [colour]) => self.genmove(colour),
            ("undo", []) => match self.history.pop() {
                Some(before) => {
                    self.position = before;
                    Ok(String::new())
                }
                None => Err("cannot undo".into()),
            },
            ("final_score", []) => Ok(self.position.final_score()),
            ("showboard", []) => Ok(format!("\n{}", self.position.to_string().trim_end())),
            ("time_settings", [main, byo_yomi, stones]) => {
                match (seconds(main), seconds(byo_yomi), stones.parse::<u32>()) {
                    (Some(main), Some(byo_yomi), Ok(stones)) => {
                        self.session.clock.set(main, byo_yomi, stones);
                        Ok(String::new())
                    }
                    _ => Err(
                        "syntax error: time_settings main_time byo_yomi_time byo_yomi_stones"
                            .into(),
                    ),
                }
            }
            ("time_left", [colour, time, stones]) => {
                match (side(colour), seconds(time), stones.parse::<u32>()) {
                    (Some(side), Some(time), Ok(stones)) => {
                        self.session.clock.left(side.index(), time, stones);
                        Ok(String::new())
                    }
                    _ => Err("syntax error: time_left colour time stones".into()),
                }
            }
            (name, _) if COMMANDS.contains(&name) => {
                Err(format!("syntax error: wrong arguments for {name}"))
            }
            _ => Err("unknown command".into()),
        };
        (result, None)
    }

    /// A new game on the same board.
    fn clear(&mut self) {
        self.position = G::start();
        self.history.clear();
        self.searcher.clear();
    }

    /// `komi`: the rules' own komi (none in Hex) is the only one this
    /// engine plays.
    fn komi(&self, text: &str) -> Result<String, String> {
        let komi: f64 = text
            .parse()
            .map_err(|_| format!("syntax error: komi expects a number, not `{text}`"))?;
        let rules = G::KOMI_HALVES as f64 / 2.0;
        if (komi - rules).abs() < 1e-9 {
            Ok(String::new())
        } else {
            Err(format!(
                "komi {komi} is not supported: the rules of {} count komi {rules}",
                G::NAME
            ))
        }
    }

    /// The position where `colour` is to move: the current one, or, when
    /// the other colour is, after a pass of theirs (so that a controller may
    /// play one colour twice, as for handicap stones). `None` if that pass
    /// would end the game, or the game has no pass (Hex).
    fn turn_of(&self, colour: Side) -> Option<G> {
        if self.position.side_to_move() == colour {
            return Some(self.position);
        }
        let after = self.position.play(G::PASS?);
        after.outcome().is_none().then_some(after)
    }

    /// `play colour point`.
    fn play(&mut self, colour: &str, point: &str) -> Result<String, String> {
        let colour = side(colour).ok_or("syntax error: invalid color")?;
        if self.position.outcome().is_some() {
            return Err("illegal move: the game is over".into());
        }
        let before = self.turn_of(colour).ok_or("illegal move")?;
        let mv = G::parse_move(&before, point).map_err(|e| match e {
            crate::runtime::NotationError::BadMove { .. } => {
                "syntax error: invalid vertex".to_string()
            }
            _ => "illegal move".to_string(),
        })?;
        self.history.push(self.position);
        self.position = before.play(mv);
        Ok(String::new())
    }

    /// `genmove colour`: search, play and answer the move.
    fn genmove(&mut self, colour: &str) -> Result<String, String> {
        let colour = side(colour).ok_or("syntax error: invalid color")?;
        if self.position.outcome().is_some() {
            return match G::PASS {
                Some(_) => Ok("pass".into()),
                None => Err("the game is over".into()),
            };
        }
        let before = self.turn_of(colour).ok_or(match G::PASS {
            Some(_) => "cannot move: a pass would end the game",
            None => "cannot move: it is the other colour's turn",
        })?;
        let args = &self.session.args;
        let time = self
            .session
            .clock
            .budget(colour.index(), before.empty_cells())
            .unwrap_or_else(|| Duration::from_secs_f64(args.time));
        let mut limits = Limits::none().and_time(time);
        if let Some(nodes) = args.nodes {
            limits = limits.and_nodes(nodes);
        }
        let Some(mv) = self.searcher.search(&before, &limits).best_move.or(G::PASS) else {
            return Err("no move".into());
        };
        self.history.push(self.position);
        self.position = before.play(mv);
        Ok(move_to_string(&before, mv))
    }
}

/// A colour as GTP writes it: `b`, `black`, `w`, `white`, in any case.
fn side(text: &str) -> Option<Side> {
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Side::First),
        "w" | "white" => Some(Side::Second),
        _ => None,
    }
}

/// The sizes of a family, for messages: `9, 13 or 19`.
fn sizes_text(sizes: &[(usize, &str)]) -> String {
    let numbers: Vec<String> = sizes.iter().map(|(n, _)| n.to_string()).collect();
    match numbers.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A number of seconds, whole or not.
fn seconds(text: &str) -> Option<Duration> {
    let s: f64 = text.parse().ok()?;
    (s.is_finite() && (0.0..1e9).contains(&s)).then(|| Duration::from_secs_f64(s))
}

/// `final_score`'s answer: `B+3.5`, `W+0.5` or `0`.
#[cfg(feature = "go")]
fn score_text(margin_halves: i64) -> String {
    let points = margin_halves.unsigned_abs();
    let value = if points % 2 == 0 {
        format!("{}", points / 2)
    } else {
        format!("{}.5", points / 2)
    };
    match margin_halves.signum() {
        1 => format!("B+{value}"),
        -1 => format!("W+{value}"),
        _ => "0".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_as_gtp_writes_them() {
        assert_eq!(score_text(15), "B+7.5");
        assert_eq!(score_text(-4), "W+2");
        assert_eq!(score_text(0), "0");
    }

    #[test]
    fn colours_in_any_case() {
        assert_eq!(side("B"), Some(Side::First));
        assert_eq!(side("White"), Some(Side::Second));
        assert_eq!(side("red"), None);
    }
}
