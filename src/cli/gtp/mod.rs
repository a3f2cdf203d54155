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

mod clock;
mod command;

use super::{CliError, EngineArgs};
use crate::catalog::CatalogGame;
use crate::games::go::{Go, Go13, Go19};
use crate::runtime::notation::move_to_string;
use crate::runtime::{Limits, Searcher, Side};
use clap::Args;
use clock::Clock;
use command::Line;
use std::fmt;
use std::io::{BufRead, StdinLock, Write};
use std::time::Duration;

/// `alphabeta gtp --help`, after the options.
pub const ABOUT: &str = "Commands: protocol_version, name, version, known_command, list_commands,
boardsize (9, 13 or 19), clear_board, komi (7.5, the rules' own), play, genmove, undo,
final_score, showboard, time_settings, time_left, quit.
Moves are Go's points (D4, with no column I) or pass, in either case.

Against GNU Go through a referee, or in GoGui:
  gogui -program \"alphabeta gtp go\"";

#[derive(Debug, Clone, Args)]
pub struct GtpArgs {
    /// The game: `go` (9x9), `go-13` or `go-19`; `boardsize` changes it.
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

/// The catalog's games that speak GTP, by board size.
const SIZES: [(usize, &str); 3] = [(9, "go"), (13, "go-13"), (19, "go-19")];

/// What GTP needs of a game beyond the catalog's traits.
pub trait GtpGame: CatalogGame + fmt::Display {
    /// The board's side.
    const SIZE: usize;
    /// The move that passes.
    const PASS: Self::Move;
    /// The komi, in half points, given to the second player.
    const KOMI_HALVES: i64;
    /// The first player's lead by the count, komi included, in half points.
    fn margin(&self) -> i64;
    /// The empty cells left.
    fn empty_cells(&self) -> u32;
}

macro_rules! gtp_games {
    ($($game:ty),*) => {$(
        impl GtpGame for $game {
            const SIZE: usize = <$game>::WIDTH;
            const PASS: Self::Move = <$game>::PASS;
            const KOMI_HALVES: i64 = <$game>::KOMI_HALVES;
            fn margin(&self) -> i64 {
                self.margin_halves()
            }
            fn empty_cells(&self) -> u32 {
                let empty = (0..Self::SIZE)
                    .flat_map(|col| (0..Self::SIZE).map(move |row| (col, row)))
                    .filter(|&(col, row)| self.stone(col, row).is_none())
                    .count();
                u32::try_from(empty).unwrap_or(u32::MAX)
            }
        }
    )*};
}

gtp_games!(Go, Go13, Go19);

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
    let Some(&(mut size, _)) = SIZES.iter().find(|(_, name)| *name == args.game) else {
        if crate::catalog::GAMES.iter().any(|e| e.name == args.game) {
            return Err(CliError::Usage(format!(
                "gtp speaks for Go ({}), not {}",
                SIZES.map(|(_, name)| name).join(", "),
                args.game
            )));
        }
        return Err(CliError::UnknownGame {
            suggestion: crate::catalog::suggest(&args.game),
            name: args.game,
        });
    };
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
    loop {
        let exit = match size {
            9 => Engine::<Go>::new(&mut session).serve(),
            13 => Engine::<Go13>::new(&mut session).serve(),
            _ => Engine::<Go19>::new(&mut session).serve(),
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
    searcher: Searcher<G>,
    position: G,
    /// The positions before each `play` and `genmove`, for `undo`.
    history: Vec<G>,
}

impl<'s, G: GtpGame> Engine<'s, G> {
    fn new(session: &'s mut Session) -> Self {
        let searcher = Searcher::new(session.args.engine.options());
        Engine {
            session,
            searcher,
            position: G::start(),
            history: Vec::new(),
        }
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
            ("boardsize", [size]) => match size.parse::<usize>() {
                Ok(n) if n == G::SIZE => {
                    self.clear();
                    Ok(String::new())
                }
                Ok(n) if SIZES.iter().any(|&(s, _)| s == n) => {
                    return (Ok(String::new()), Some(Exit::Size(n)));
                }
                Ok(_) => Err("unacceptable size".into()),
                Err(_) => Err("boardsize expects a number: 9, 13 or 19".into()),
            },
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
            ("final_score", []) => Ok(score_text(self.position.margin())),
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

    /// `komi`: the rules' own komi is the only one this engine plays.
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
    /// would end the game.
    fn turn_of(&self, colour: Side) -> Option<G> {
        if self.position.side_to_move() == colour {
            return Some(self.position);
        }
        let after = self.position.play(G::PASS);
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
            return Ok("pass".into());
        }
        let before = self
            .turn_of(colour)
            .ok_or("cannot move: a pass would end the game")?;
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
        let mv = self
            .searcher
            .search(&before, &limits)
            .best_move
            .unwrap_or(G::PASS);
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

/// A number of seconds, whole or not.
fn seconds(text: &str) -> Option<Duration> {
    let s: f64 = text.parse().ok()?;
    (s.is_finite() && (0.0..1e9).contains(&s)).then(|| Duration::from_secs_f64(s))
}

/// `final_score`'s answer: `B+3.5`, `W+0.5` or `0`.
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
