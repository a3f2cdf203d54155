//! `alphabeta usi`: the Universal Shogi Interface on standard input and
//! output, for shogi GUIs and libraries such as cshogi.
//!
//! USI is UCI with shogi's words, and this engine is UCI's with a
//! translator in front: the same search thread, the same clock and the
//! same options (`super::uci`), and [`sfen`] between the GUI's SFEN and
//! USI moves and the games' own notation (Fairy-Stockfish's, as pyffish
//! writes it).
//!
//! - `command.rs`: an input line read into a command.
//! - `sfen.rs`: SFEN and USI moves to the games' notation, and back.

// A build without the shogi family has no game that speaks USI: the
// command is there and says which family it needs, and the engine's code
// is never instantiated.
#![cfg_attr(not(feature = "shogi"), allow(dead_code, unused_imports))]

mod command;
pub mod sfen;

use super::play::finished;
use super::searcher::{EvalArg, EvalSpec};
use super::uci::command::Go;
use super::uci::seat::Seat;
use super::uci::think::{Dialect, Ending};
use super::uci::{next_line, read_moves, say, set_size, Size, MAX_HASH_MIB};
use super::{line_words, Audience, CliError, EngineArgs, MAX_THREADS};
use crate::catalog::{self, CatalogGame, Visit};
use crate::cli::searcher::GameSearcher;
use crate::runtime::notation::{move_to_string, position_to_string};
use crate::runtime::params::MAX_SEARCH_DEPTH;
use crate::runtime::{Limits, Outcome, Score, ScoreKind, SearchResult};
use clap::Args;
use command::{Command, MateLimit};
use sfen::Geometry;
use std::io::StdinLock;

/// `alphabeta usi --help`, after the options.
pub const ABOUT: &str = "Commands: usi, isready, setoption, usinewgame,
position startpos|sfen <SFEN> [moves ...],
go [btime MS wtime MS] [byoyomi MS | binc MS winc MS] [depth N] [nodes N] [movetime MS]
[infinite], go mate <MS|infinite>, stop, ponderhit (taken as stop), gameover, quit.
Options: USI_Hash (MiB), Threads, USI_Ponder (accepted; the engine does not ponder).

From cshogi, through a script that runs `alphabeta usi`:
  engine = cshogi.usi.Engine(\"./alphabeta-usi.sh\")";

/// The catalog's games that speak USI.
pub(crate) const GAMES: [&str; 2] = ["shogi", "minishogi"];

#[derive(Debug, Clone, Args)]
pub struct UsiArgs {
    /// The game: shogi or minishogi.
    #[arg(default_value = "shogi", value_parser = super::GameName)]
    game: String,
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    eval: EvalArg,
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run(args: UsiArgs) -> Result<(), CliError> {
    if !GAMES.contains(&args.game.as_str()) {
        if catalog::GAMES.iter().any(|entry| entry.name == args.game) {
            return Err(CliError::Usage(format!(
                "usi speaks for {}, not {}",
                GAMES.join(" and "),
                args.game
            )));
        }
        return Err(CliError::UnknownGame {
            suggestion: catalog::suggest(&args.game),
            name: args.game,
        });
    }
    visit_shogi(&args.game, Serve(args.engine, args.eval.eval))
        .unwrap_or_else(|| Err(super::no_game(&args.game)))
}

/// Runs `visitor` for the game of [`GAMES`] called `name`, or `None` for
/// any other: [`catalog::visit`] narrowed to the games that speak USI, so
/// that the engine is compiled for these two and not for the whole catalog.
fn visit_shogi<V: Visit>(name: &str, visitor: V) -> Option<V::Output> {
    #[cfg(feature = "shogi")]
    use crate::games::shogi::{Minishogi, Shogi};
    // The arms are in the build with the shogi family.
    let _ = &visitor;
    match name {
        #[cfg(feature = "shogi")]
        "shogi" => Some(visitor.visit::<Shogi>()),
        #[cfg(feature = "shogi")]
        "minishogi" => Some(visitor.visit::<Minishogi>()),
        _ => None,
    }
}

/// Serves the protocol for one game.
struct Serve(EngineArgs, EvalSpec);

impl Visit for Serve {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let geometry = Geometry::of_fen(&position_to_string(&G::start()))
            .map_err(|e| CliError::Usage(format!("{}: {e}", G::NAME)))?;
        Engine::<G> {
            input: std::io::stdin().lock(),
            engine: self.0,
            geometry,
            seat: Seat::new(self.0.options(), self.1.evaluator()?),
        }
        .serve()
    }
}

/// The engine for game `G`.
struct Engine<G: CatalogGame> {
    input: StdinLock<'static>,
    engine: EngineArgs,
    geometry: Geometry,
    seat: Seat<G>,
}

impl<G: CatalogGame> Engine<G> {
    /// Reads and obeys commands until `quit` or the end of the input.
    fn serve(mut self) -> Result<(), CliError> {
        while let Some(line) = next_line(&mut self.input)? {
            match command::parse(&line) {
                Ok(Some(Command::Quit)) => break,
                Ok(Some(command)) => self.obey(command),
                // Unknown commands are ignored, as the protocol says; a
                // person typing is told.
                Ok(None) if !line.trim().is_empty() => {
                    say(&format!("info string unknown command: {}", line.trim()));
                }
                Ok(None) => {}
                Err(e) => say(&format!("info string error: {e}")),
            }
        }
        self.seat.halt();
        Ok(())
    }

    /// Obeys one command other than `quit`.
    fn obey(&mut self, command: Command) {
        match command {
            Command::Usi => self.identify(),
            Command::IsReady => say("readyok"),
            Command::SetOption { name, value } => {
                self.seat.halt();
                self.set_option(&name, value.as_deref());
            }
            Command::NewGame => self.seat.new_game(),
            Command::Position { sfen, moves } => {
                if let Err(e) = self.set_position(sfen.as_deref(), &moves) {
                    say(&format!("info string error: {e}"));
                }
            }
            Command::Go(go) => self.think(&go, false),
            Command::GoMate(limit) => {
                let go = Go {
                    movetime: match limit {
                        MateLimit::Time(time) => Some(time),
                        MateLimit::Infinite => None,
                    },
                    ..Go::default()
                };
                self.think(&go, true);
            }
            // The engine does not ponder: a ponder hit ends the search.
            Command::Stop | Command::PonderHit | Command::GameOver => self.seat.halt(),
            Command::Quit => {}
        }
    }

    /// The answer to `usi`: who the engine is, its options, `usiok`.
    fn identify(&self) {
        say(&format!("id name alphabeta {}", env!("CARGO_PKG_VERSION")));
        say("id author the alphabeta developers");
        say(&format!(
            "option name USI_Hash type spin default {} min 1 max {MAX_HASH_MIB}",
            self.engine.hash.clamp(1, MAX_HASH_MIB)
        ));
        say(&format!(
            "option name Threads type spin default {} min 1 max {MAX_THREADS}",
            self.engine.threads
        ));
        say("option name USI_Ponder type check default false");
        say("usiok");
    }

    /// `setoption`; names are not case sensitive.
    fn set_option(&mut self, name: &str, value: Option<&str>) {
        let value = value.unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "usi_hash" | "hash" => {
                if set_size(&mut self.engine, Size::Hash, name, value) {
                    self.seat.rebuild(self.engine.options());
                }
            }
            "threads" => {
                if set_size(&mut self.engine, Size::Threads, name, value) {
                    self.seat.rebuild(self.engine.options());
                }
            }
            // GUIs send it whether or not it was offered.
            "usi_ponder" => {}
            _ => say(&format!("info string error: no option `{name}`")),
        }
    }

    /// `position`: the SFEN (or the start) and the USI moves played from
    /// it. A bad SFEN leaves the position as it was; a bad move stops the
    /// moves before it.
    fn set_position(&mut self, sfen: Option<&str>, moves: &[String]) -> Result<(), String> {
        let start = match sfen {
            None => G::start(),
            Some(text) => {
                let fen = self
                    .geometry
                    .sfen_to_fen(text)
                    .map_err(|e| format!("position: {e}"))?;
                G::parse_position(&fen).map_err(|e| format!("position: {e}"))?
            }
        };
        let mut written = Vec::with_capacity(moves.len());
        let mut unreadable = None;
        for usi in moves {
            match self.geometry.usi_to_fairy(usi) {
                Ok(fairy) => written.push(fairy),
                Err(e) => {
                    unreadable = Some(e);
                    break;
                }
            }
        }
        let (played, failed) = read_moves(&start, &written);
        self.seat.set(start, &played);
        failed.map_err(|e| {
            // The game names the move in its own notation; the GUI wrote it in USI's.
            let usi = &moves[played.len()];
            format!("position: move {} (`{usi}`): {e}", played.len() + 1)
        })?;
        match unreadable {
            Some(e) => Err(format!("position: move {}: {e}", played.len() + 1)),
            None => Ok(()),
        }
    }

    /// `go`: searches on its own thread and answers `bestmove`, or with
    /// `mate`, `checkmate`.
    fn think(&mut self, go: &Go, mate: bool) {
        let dialect = Usi {
            geometry: self.geometry,
            mate,
        };
        if let Err(e) = self.seat.go(go, dialect) {
            say(&format!("info string error: cannot start a search: {e}"));
            say(if mate {
                "checkmate notimplemented"
            } else {
                "bestmove resign"
            });
        }
    }
}

/// How USI writes a search: moves in USI, mates in plies, and for
/// `go mate`, `checkmate` and the whole mate.
struct Usi {
    geometry: Geometry,
    /// `go mate`: answer `checkmate`, not `bestmove`.
    mate: bool,
}

impl Usi {
    /// The moves of `line` played from `position`, in USI.
    fn words<G: CatalogGame>(&self, position: &G, line: &[G::Move]) -> Vec<String> {
        line_words(position, line, Audience::Programs)
            .into_iter()
            .map(|word| Dialect::<G>::move_word(self, word))
            .collect()
    }

    /// The answer to `go mate`: the mate's moves, `nomate` when the
    /// search proved there is none (or looked as deep as it can), or
    /// `timeout` when it stopped before it knew.
    fn checkmate<G: CatalogGame>(
        &self,
        position: &G,
        ending: &Ending<G>,
        searcher: Option<&mut GameSearcher<G>>,
    ) -> String {
        match ending {
            Ending::Searched(result) => match ScoreKind::of(result.score) {
                ScoreKind::Win(plies) => {
                    let line = mate_line(position, result, plies, searcher);
                    format!("checkmate {}", self.words(position, &line).join(" "))
                }
                ScoreKind::Loss(_) => "checkmate nomate".into(),
                ScoreKind::Eval(_) if result.depth >= MAX_SEARCH_DEPTH => "checkmate nomate".into(),
                ScoreKind::Eval(_) => "checkmate timeout".into(),
            },
            Ending::Over(_) => "checkmate nomate".into(),
            Ending::Failed => "checkmate timeout".into(),
        }
    }
}

impl<G: CatalogGame> Dialect<G> for Usi {
    fn move_word(&self, written: String) -> String {
        // The game writes every move in a notation the translation reads.
        self.geometry.fairy_to_usi(&written).unwrap_or(written)
    }

    fn score(&self, score: Score) -> String {
        usi_score(score)
    }

    fn conclude(
        &self,
        position: &G,
        ending: &Ending<G>,
        searcher: Option<&mut GameSearcher<G>>,
    ) -> String {
        if self.mate {
            return self.checkmate(position, ending, searcher);
        }
        match ending {
            Ending::Searched(SearchResult {
                best_move: Some(mv),
                ..
            }) => format!(
                "bestmove {}",
                Dialect::<G>::move_word(self, move_to_string(position, *mv))
            ),
            // A game won where it stands (by a rule of the game's own)
            // is claimed; any other end, and being mated, is resigned.
            Ending::Over(Outcome::Win(side)) if *side == position.side_to_move() => {
                "bestmove win".into()
            }
            _ => "bestmove resign".into(),
        }
    }
}

/// The whole mate in `plies` that `result` found: its principal variation,
/// and where the table cut that short, the best move of a search of the
/// plies left, until the game ends.
fn mate_line<G: CatalogGame>(
    position: &G,
    result: &SearchResult<G>,
    plies: u32,
    searcher: Option<&mut GameSearcher<G>>,
) -> Vec<G::Move> {
    let mut line: Vec<G::Move> = result.pv.to_vec();
    let mut at = *position;
    for &mv in &line {
        at = at.play(mv);
    }
    let Some(searcher) = searcher else {
        return line;
    };
    while finished(&at).is_none() {
        let left = plies.saturating_sub(line.len() as u32).max(1);
        let Some(mv) = searcher.search(&at, &Limits::depth(left)).best_move else {
            break;
        };
        line.push(mv);
        at = at.play(mv);
        if line.len() as u32 >= plies.saturating_mul(2) {
            // The table's mate was shorter than the line it leads to.
            break;
        }
    }
    line
}

/// A score as USI gives it: `cp` centipawns, or `mate` in plies, negative
/// when the side to move is being mated.
fn usi_score(score: Score) -> String {
    match ScoreKind::of(score) {
        ScoreKind::Win(plies) => format!("mate {plies}"),
        ScoreKind::Loss(plies) => format!("mate -{plies}"),
        ScoreKind::Eval(cp) => format!("cp {cp}"),
    }
}

#[cfg(test)]
mod tests {
    use super::{usi_score, visit_shogi, GAMES};
    use crate::catalog::{CatalogGame, Visit};
    use crate::runtime::score::{loss_in, win_in};

    /// A visitor that names the game it is run for.
    struct Name;

    impl Visit for Name {
        type Output = &'static str;

        fn visit<G: CatalogGame>(self) -> &'static str {
            G::NAME
        }
    }

    #[test]
    fn each_game_runs_the_catalogs_game_of_its_name() {
        for game in GAMES {
            assert_eq!(visit_shogi(game, Name), Some(game));
            assert_eq!(crate::catalog::visit(game, Name), Some(game));
        }
        assert_eq!(visit_shogi("chess", Name), None);
    }

    #[test]
    fn mates_count_plies_and_are_negative_for_the_mated_side() {
        assert_eq!(usi_score(win_in(1)), "mate 1");
        assert_eq!(usi_score(win_in(5)), "mate 5");
        assert_eq!(usi_score(loss_in(4)), "mate -4");
        assert_eq!(usi_score(loss_in(0)), "mate -0");
        assert_eq!(usi_score(-35), "cp -35");
    }
}
