//! `alphabeta uci`: the Universal Chess Interface on standard input and
//! output, for chess GUIs and libraries such as python-chess.
//!
//! The main thread reads the GUI's commands one line at a time; a `go`
//! searches on a thread of its own ([`think`]), so that `stop`, `isready`
//! and `quit` are read and obeyed while it runs. Each line the engine
//! writes is flushed at once.
//!
//! - `command.rs`: an input line read into a command.
//! - `clock.rs`: the time manager.
//! - `think.rs`: the search thread and what it writes.
//! - `seat.rs`: the searcher, the running search and the position.

// A build without the chess, shogi and xiangqi families has no game that
// speaks UCI: the command is there and says which families it needs, and
// the engine's code is never instantiated.
#![cfg_attr(
    not(any(feature = "chess", feature = "shogi", feature = "xiangqi")),
    allow(dead_code, unused_imports)
)]

// USI (`super::usi`) is UCI with shogi's words: it reads `go` and
// `setoption` as UCI does, and searches on the same thread and clock.
pub(super) mod clock;
pub(super) mod command;
pub(super) mod seat;
pub(super) mod think;

use super::searcher::{EvalArg, EvalSpec};
use super::{read_move, CliError, EngineArgs, MAX_THREADS};
use crate::catalog::{self, CatalogGame, Visit};
use crate::runtime::{Notation, NotationError};
use clap::Args;
use command::Command;
use seat::Seat;
use std::io::{BufRead, StdinLock, Write};

/// `alphabeta uci --help`, after the options.
pub const ABOUT: &str =
    "Commands: uci, isready, ucinewgame, setoption, position startpos|fen <FEN> [moves ...],
go [depth N] [nodes N] [mate N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N]
[infinite], stop, ponderhit (taken as stop), quit.
Options: Hash (MiB), Threads, Clear Hash, UCI_Variant (chess, losalamos, kingofthehill,
antichess, capablanca, 3check, 5check, crazyhouse, shogi, minishogi, xiangqi,
minixiangqi, atomic, makruk, horde, grand, racingkings,
seirawan, janggi; the catalog's
names are accepted too).

From python-chess:
  engine = chess.engine.SimpleEngine.popen_uci([\"alphabeta\", \"uci\"])";

#[derive(Debug, Clone, Args)]
pub struct UciArgs {
    /// The variant to start with, by its catalog or its UCI_Variant name (a GUI
    /// can change it with the UCI_Variant option).
    #[arg(default_value = "chess", value_parser = super::GameName)]
    game: String,
    #[command(flatten)]
    engine: EngineArgs,
    /// A weights file fits one game: a variant it does not fit is an error.
    #[command(flatten)]
    eval: EvalArg,
}

/// The catalog's games that speak UCI: each one's `UCI_Variant` name, as
/// python-chess and Fairy-Stockfish spell it, and its catalog name.
const VARIANTS: [(&str, &str); 19] = [
    ("chess", "chess"),
    ("losalamos", "los-alamos"),
    ("kingofthehill", "king-of-the-hill"),
    ("antichess", "antichess"),
    ("capablanca", "capablanca"),
    ("3check", "3check"),
    ("5check", "5check"),
    ("crazyhouse", "crazyhouse"),
    ("shogi", "shogi"),
    ("minishogi", "minishogi"),
    ("xiangqi", "xiangqi"),
    ("minixiangqi", "minixiangqi"),
    ("atomic", "atomic"),
    ("makruk", "makruk"),
    ("horde", "horde"),
    ("grand", "grand"),
    ("racingkings", "racing-kings"),
    ("seirawan", "seirawan"),
    ("janggi", "janggi"),
];

/// The largest `Hash` a GUI may set, in MiB.
pub(super) const MAX_HASH_MIB: usize = 1 << 15;

/// What outlives a change of variant: the input and the engine's options.
struct Session {
    input: StdinLock<'static>,
    engine: EngineArgs,
    eval: EvalSpec,
}

/// Why the engine for one variant stopped serving.
enum Exit {
    /// `quit`, or the end of the input.
    Quit,
    /// The GUI chose another variant: its catalog name.
    Variant(&'static str),
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run(args: UciArgs) -> Result<(), CliError> {
    let Some(mut game) = variant(&args.game).filter(|game| catalog::built(game)) else {
        if variant(&args.game).is_some() {
            return Err(super::no_game(&args.game));
        }
        if catalog::GAMES.iter().any(|entry| entry.name == args.game) {
            return Err(CliError::Usage(format!(
                "uci speaks for chess and its variants ({}), not {}",
                VARIANTS.map(|(_, name)| name).join(", "),
                args.game
            )));
        }
        return Err(CliError::UnknownGame {
            suggestion: catalog::suggest(&args.game),
            name: args.game,
        });
    };
    let mut session = Session {
        input: std::io::stdin().lock(),
        engine: args.engine,
        eval: args.eval.eval,
    };
    loop {
        let exit = visit_variant(game, Serve(&mut session))
            .unwrap_or_else(|| Err(super::no_game(game)))?;
        match exit {
            Exit::Quit => return Ok(()),
            Exit::Variant(next) => game = next,
        }
    }
}

/// Runs `visitor` for the variant whose catalog name is `name`, or `None`
/// if it is not one of [`VARIANTS`]: [`catalog::visit`] narrowed to the
/// games that speak UCI, so that the engine is compiled for these 19
/// games and not for every game of the catalog, which no GUI can choose.
fn visit_variant<V: Visit>(name: &str, visitor: V) -> Option<V::Output> {
    #[cfg(feature = "shogi")]
    use crate::games::shogi;
    #[cfg(feature = "chess")]
    use crate::games::{chess, grand, horde, makruk, racingkings, seirawan};
    #[cfg(feature = "xiangqi")]
    use crate::games::{janggi, xiangqi};
    // Each arm is in the build with its family.
    let _ = &visitor;
    match name {
        #[cfg(feature = "chess")]
        "chess" => Some(visitor.visit::<chess::Chess>()),
        #[cfg(feature = "chess")]
        "los-alamos" => Some(visitor.visit::<chess::LosAlamos>()),
        #[cfg(feature = "chess")]
        "king-of-the-hill" => Some(visitor.visit::<chess::KingOfTheHill>()),
        #[cfg(feature = "chess")]
        "antichess" => Some(visitor.visit::<chess::Antichess>()),
        #[cfg(feature = "chess")]
        "capablanca" => Some(visitor.visit::<chess::Capablanca>()),
        #[cfg(feature = "chess")]
        "3check" => Some(visitor.visit::<chess::ThreeCheck>()),
        #[cfg(feature = "chess")]
        "5check" => Some(visitor.visit::<chess::FiveCheck>()),
        #[cfg(feature = "chess")]
        "crazyhouse" => Some(visitor.visit::<chess::Crazyhouse>()),
        #[cfg(feature = "shogi")]
        "shogi" => Some(visitor.visit::<shogi::Shogi>()),
        #[cfg(feature = "shogi")]
        "minishogi" => Some(visitor.visit::<shogi::Minishogi>()),
        #[cfg(feature = "xiangqi")]
        "xiangqi" => Some(visitor.visit::<xiangqi::Xiangqi>()),
        #[cfg(feature = "xiangqi")]
        "minixiangqi" => Some(visitor.visit::<xiangqi::Minixiangqi>()),
        #[cfg(feature = "chess")]
        "atomic" => Some(visitor.visit::<chess::Atomic>()),
        #[cfg(feature = "chess")]
        "makruk" => Some(visitor.visit::<makruk::Makruk>()),
        #[cfg(feature = "chess")]
        "horde" => Some(visitor.visit::<horde::Horde>()),
        #[cfg(feature = "chess")]
        "grand" => Some(visitor.visit::<grand::Grand>()),
        #[cfg(feature = "chess")]
        "racing-kings" => Some(visitor.visit::<racingkings::RacingKings>()),
        #[cfg(feature = "chess")]
        "seirawan" => Some(visitor.visit::<seirawan::Seirawan>()),
        #[cfg(feature = "xiangqi")]
        "janggi" => Some(visitor.visit::<janggi::Janggi>()),
        _ => None,
    }
}

/// The GUI's next line, or `None` at the end of the input. A line that is
/// not UTF-8 is a bad line like any other, not the end of the session.
pub(super) fn next_line(input: &mut impl BufRead) -> Result<Option<String>, CliError> {
    let mut bytes = Vec::new();
    if input
        .read_until(b'\n', &mut bytes)
        .map_err(CliError::Input)?
        == 0
    {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Writes one line for the GUI and flushes it. A GUI that has gone away
/// also closes the engine's input, which ends the session, so a failed
/// write needs no handling of its own.
pub(super) fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// Serves the protocol for one variant.
struct Serve<'s>(&'s mut Session);

impl Visit for Serve<'_> {
    type Output = Result<Exit, CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let seat = Seat::new(self.0.engine.options(), self.0.eval.evaluator()?);
        Engine::<G> {
            session: self.0,
            seat,
        }
        .serve()
    }
}

/// The engine for game `G`.
struct Engine<'s, G: CatalogGame> {
    session: &'s mut Session,
    seat: Seat<G>,
}

impl<G: CatalogGame> Engine<'_, G> {
    /// Reads and obeys commands until one ends the session or the variant.
    fn serve(mut self) -> Result<Exit, CliError> {
        let exit = loop {
            let Some(line) = next_line(&mut self.session.input)? else {
                break Exit::Quit;
            };
            match command::parse(&line) {
                Ok(Some(command)) => {
                    if let Some(exit) = self.obey(command) {
                        break exit;
                    }
                }
                // Unknown commands are ignored, as the protocol says; a
                // person typing is told.
                Ok(None) if !line.trim().is_empty() => {
                    say(&format!("info string unknown command: {}", line.trim()));
                }
                Ok(None) => {}
                Err(e) => say(&format!("info string error: {e}")),
            }
        };
        self.seat.halt();
        Ok(exit)
    }

    /// Obeys one command; `Some` when it ends the session or the variant.
    fn obey(&mut self, command: Command) -> Option<Exit> {
        match command {
            Command::Uci => self.identify(),
            Command::IsReady => say("readyok"),
            Command::SetOption { name, value } => {
                self.seat.halt();
                return self.set_option(&name, value.as_deref());
            }
            Command::NewGame => self.seat.new_game(),
            Command::Position { fen, moves } => {
                if let Err(e) = self.set_position(fen.as_deref(), &moves) {
                    say(&format!("info string error: {e}"));
                }
            }
            Command::Go(go) => {
                if let Err(e) = self.seat.go(&go, think::Uci) {
                    say(&format!("info string error: cannot start a search: {e}"));
                    say("bestmove (none)");
                }
            }
            // The engine does not ponder: a ponder hit ends the search.
            Command::Stop | Command::PonderHit => self.seat.halt(),
            Command::Quit => return Some(Exit::Quit),
            Command::Nothing => {}
        }
        None
    }

    /// The answer to `uci`: who the engine is, its options, `uciok`.
    fn identify(&self) {
        let engine = self.session.engine;
        say(&format!("id name alphabeta {}", env!("CARGO_PKG_VERSION")));
        say("id author the alphabeta developers");
        say(&format!(
            "option name Hash type spin default {} min 1 max {MAX_HASH_MIB}",
            engine.hash.clamp(1, MAX_HASH_MIB)
        ));
        say(&format!(
            "option name Threads type spin default {} min 1 max {MAX_THREADS}",
            engine.threads
        ));
        say("option name Clear Hash type button");
        let vars: String = VARIANTS
            .iter()
            .filter(|(_, game)| catalog::built(game))
            .map(|(uci, _)| format!(" var {uci}"))
            .collect();
        say(&format!(
            "option name UCI_Variant type combo default {}{vars}",
            uci_variant::<G>()
        ));
        say("uciok");
    }

    /// `setoption`; names and values are not case sensitive.
    fn set_option(&mut self, name: &str, value: Option<&str>) -> Option<Exit> {
        let value = value.unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                if set_size(&mut self.session.engine, Size::Hash, name, value) {
                    self.seat.rebuild(self.session.engine.options());
                }
            }
            "threads" => {
                if set_size(&mut self.session.engine, Size::Threads, name, value) {
                    self.seat.rebuild(self.session.engine.options());
                }
            }
            "clear hash" => self.seat.clear(),
            "uci_variant" => match variant(value) {
                Some(game) if !catalog::built(game) => {
                    say(&format!("info string error: {}", super::no_game(game)))
                }
                Some(game) if game != G::NAME => return Some(Exit::Variant(game)),
                Some(_) => {}
                None => say(&format!(
                    "info string error: no variant `{value}`; there are {}",
                    VARIANTS
                        .iter()
                        .filter(|(_, game)| catalog::built(game))
                        .map(|(uci, _)| *uci)
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            },
            _ => say(&format!("info string error: no option `{name}`")),
        }
        None
    }

    /// `position`: the FEN (or the start) and the moves played from it. A
    /// bad FEN leaves the position as it was; a bad move stops the moves
    /// before it, as engines do.
    fn set_position(&mut self, fen: Option<&str>, moves: &[String]) -> Result<(), String> {
        let start = match fen {
            None => G::start(),
            Some(text) => G::parse_position(text).map_err(|e| format!("position: {e}"))?,
        };
        let (played, failed) = read_moves(&start, moves);
        self.seat.set(start, &played);
        failed.map_err(|e| format!("position: {e}"))
    }
}

/// What a GUI may size: the table and the search threads.
#[derive(Clone, Copy, Debug)]
pub(super) enum Size {
    /// The table, in MiB.
    Hash,
    /// The search threads.
    Threads,
}

/// Sets `size` in `engine` to a GUI's `value` for option `name`, within
/// bounds; `false` (and an `info string`) when the value is no number.
pub(super) fn set_size(engine: &mut EngineArgs, size: Size, name: &str, value: &str) -> bool {
    let Ok(n) = value.parse::<usize>() else {
        say(&format!(
            "info string error: {name} wants a number, not `{value}`"
        ));
        return false;
    };
    match size {
        Size::Hash => engine.hash = n.clamp(1, MAX_HASH_MIB),
        Size::Threads => engine.threads = n.clamp(1, MAX_THREADS),
    }
    true
}

/// The moves of a `position` command, read one after the other from
/// `start` up to the first that is not legal, and what was wrong with it.
pub(super) fn read_moves<G: Notation>(
    start: &G,
    moves: &[String],
) -> (Vec<G::Move>, Result<(), NotationError>) {
    let mut position = *start;
    let mut played = Vec::with_capacity(moves.len());
    for text in moves {
        match read_move(&position, text) {
            Ok(mv) => {
                played.push(mv);
                position = position.play(mv);
            }
            Err(e) => return (played, Err(e)),
        }
    }
    (played, Ok(()))
}

/// The catalog name of the variant called `name`, by its `UCI_Variant`
/// name or its catalog name, in any case (`KingOfTheHill`,
/// `king-of-the-hill`).
fn variant(name: &str) -> Option<&'static str> {
    VARIANTS
        .iter()
        .find(|(uci, game)| uci.eq_ignore_ascii_case(name) || game.eq_ignore_ascii_case(name))
        .map(|&(_, game)| game)
}

/// `G`'s name for the `UCI_Variant` option.
fn uci_variant<G: CatalogGame>() -> &'static str {
    VARIANTS
        .iter()
        .find(|(_, game)| *game == G::NAME)
        .map_or(G::NAME, |(uci, _)| uci)
}

#[cfg(test)]
mod tests {
    use super::{read_moves, variant, VARIANTS};
    use crate::catalog::GAMES;
    use crate::cli::replay;
    use crate::games::chess::Chess;
    use crate::runtime::{Game, NotationError};

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_history_holds_every_position_before_the_last() {
        let start = Chess::start();
        let (played, read) = read_moves(&start, &words("g1f3 g8f6 f3g1 f6g8"));
        assert_eq!(read, Ok(()));
        let (now, history) = replay(start, &played);
        // The knights went out and back: the start stands again.
        assert_eq!(history.len(), 4);
        assert_eq!(history[0], now.repetition_key());
        assert_eq!(now.hash_key(), start.hash_key());
    }

    #[test]
    fn moves_stop_before_the_first_bad_one() {
        let (played, read) = read_moves(&Chess::start(), &words("e2e4 e7e4 d2d4"));
        assert_eq!(played.len(), 1);
        assert_eq!(
            read,
            Err(NotationError::IllegalMove {
                token: "e7e4".into()
            })
        );
    }

    #[test]
    fn variants_are_known_by_either_name_in_any_case() {
        assert_eq!(variant("kingofthehill"), Some("king-of-the-hill"));
        assert_eq!(variant("KingOfTheHill"), Some("king-of-the-hill"));
        assert_eq!(variant("los-alamos"), Some("los-alamos"));
        assert_eq!(variant("LosAlamos"), Some("los-alamos"));
        assert_eq!(variant("bughouse"), None);
        assert_eq!(variant(""), None);
    }

    /// A visitor that names the game it is run for.
    struct Name;

    impl crate::catalog::Visit for Name {
        type Output = &'static str;

        fn visit<G: crate::catalog::CatalogGame>(self) -> &'static str {
            G::NAME
        }
    }

    #[test]
    fn each_variant_runs_the_catalogs_game_of_its_name() {
        for (_, game) in VARIANTS {
            assert_eq!(super::visit_variant(game, Name), Some(game));
            assert_eq!(crate::catalog::visit(game, Name), Some(game));
        }
        assert_eq!(super::visit_variant("connect-four", Name), None);
    }

    #[test]
    fn every_variant_is_in_the_catalog() {
        for (uci, game) in VARIANTS {
            assert!(
                GAMES.iter().any(|entry| entry.name == game),
                "{uci}: no game `{game}`"
            );
        }
    }
}
