//! `alphabeta play`: a game against the engine in the terminal.

use super::prompt::Prompt;
use super::{
    legal_list, legal_words, line_to_string, move_word, read_turn, use_colour, Audience, CliError,
    EngineArgs, Human, Start, Verdict,
};
use crate::catalog::{CatalogGame, Visit};
use crate::cli::searcher::{game_searcher, EvalArg, GameSearcher};
use crate::runtime::repetition::{occurrences, repetition_outcome};
use crate::runtime::{Game, Limits, Outcome, Side};
use clap::Args;
use std::io::Write;
use std::time::Duration;

/// Writes a line of the game on standard output, returning early when it is
/// closed (a game piped into `head` ends there, quietly: see `cli::main`).
macro_rules! say {
    ($($arg:tt)*) => {
        writeln!(std::io::stdout(), $($arg)*).map_err(CliError::Output)?
    };
}

#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// The game (see `alphabeta list`).
    #[arg(default_value = "connect-four", value_parser = super::GameName)]
    pub game: String,
    /// Who the human plays.
    #[arg(long, value_enum, default_value_t = Human::First)]
    human: Human,
    /// Seconds the engine thinks per move.
    #[arg(long, value_name = "SECONDS", conflicts_with = "depth")]
    time: Option<f64>,
    /// Fixed search depth per engine move.
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    #[command(flatten)]
    start: Start,
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    eval: EvalArg,
}

impl Default for PlayArgs {
    fn default() -> Self {
        Self {
            game: "connect-four".into(),
            human: Human::First,
            time: None,
            depth: None,
            start: Start::default(),
            engine: EngineArgs::default(),
            eval: EvalArg::default(),
        }
    }
}

/// The engine's limits for one move: a depth if given, else a time (1 s by default).
pub(super) fn engine_limits(time: Option<f64>, depth: Option<u32>) -> Result<Limits, CliError> {
    if let Some(d) = depth {
        if d == 0 {
            return Err(CliError::Usage("--depth must be at least 1".into()));
        }
        return Ok(Limits::depth(d));
    }
    let seconds = time.unwrap_or(1.0);
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(CliError::Usage(format!(
            "--time must be a positive number of seconds, not {seconds}"
        )));
    }
    Ok(Limits::time(Duration::from_secs_f64(seconds)))
}

pub struct Play(pub PlayArgs);

impl Visit for Play {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let limits = engine_limits(args.time, args.depth)?;
        let (start, earlier) = args.start.resolve::<G>()?;
        let colour = use_colour(&std::io::stdout());
        let mut searcher = game_searcher::<G>(args.engine.options(), args.eval.eval.evaluator()?);
        let human_plays = |side: Side| match args.human {
            Human::First => side == Side::First,
            Human::Second => side == Side::Second,
            Human::Both => true,
            Human::None => false,
        };

        let mut input = Prompt::new();
        let mut history: Vec<(G, G::Move)> = Vec::new();
        let mut position = start;
        loop {
            say!("\n{}", position.draw(history.last().copied(), colour));
            if let Some(outcome) = finished(&position) {
                say!("{}", announce::<G>(outcome));
                return Ok(());
            }
            let mut keys = game_keys(&earlier, &history);
            keys.push(position.repetition_key());
            if let Some(outcome) = repetition_outcome::<G>(&keys, &position) {
                say!("{}, by repetition", announce::<G>(outcome));
                return Ok(());
            }
            if !G::REPETITION_DRAWS && occurrences::<G>(&keys) >= REPETITIONS_FOR_A_DRAW {
                // Some rules (checkers' kings, say) can go round for ever.
                say!("game over: draw, the same position for the third time");
                return Ok(());
            }
            keys.pop();
            searcher.set_history(&keys);
            let side = position.side_to_move();
            let mv = if human_plays(side) {
                match prompt_human(&mut input, &position, &mut searcher, &limits, &mut history)? {
                    // A whole turn typed at once (Connect6's `j10k11`):
                    // all but its last move here.
                    Turn::Moves(mut moves) => {
                        let last = moves.pop().expect("a turn has a move");
                        for mv in moves {
                            history.push((position, mv));
                            position = position.play(mv);
                        }
                        last
                    }
                    Turn::Undone(p) => {
                        position = p;
                        continue;
                    }
                    Turn::Quit => {
                        say!("bye");
                        return Ok(());
                    }
                }
            } else {
                think(&mut searcher, &position, &limits)?
            };
            history.push((position, mv));
            position = position.play(mv);
        }
    }
}

/// How often a position may come back before the game is called a draw, as
/// in the draughts and chess rules, in a game whose declared rules have no
/// repetition rule and may have no end for a game that goes round in
/// circles.
const REPETITIONS_FOR_A_DRAW: usize = 3;

/// The keys of the game's positions before the current one, oldest first:
/// those before the start (`earlier`), then those of the game played.
fn game_keys<G: Game>(earlier: &[u64], history: &[(G, G::Move)]) -> Vec<u64> {
    let played = history.iter().map(|(before, _)| before.repetition_key());
    earlier.iter().copied().chain(played).collect()
}

enum Turn<G: Game> {
    /// The moves of the turn typed, at least one.
    Moves(Vec<G::Move>),
    Undone(G),
    Quit,
}

/// What a person can type besides a move.
const COMMANDS: [&str; 4] = ["undo", "hint", "quit", "exit"];

/// Asks for a move until a legal one (or a command) comes.
fn prompt_human<G: CatalogGame>(
    input: &mut Prompt,
    position: &G,
    searcher: &mut GameSearcher<G>,
    limits: &Limits,
    history: &mut Vec<(G, G::Move)>,
) -> Result<Turn<G>, CliError> {
    loop {
        let prompt = format!(
            "{} to move (a move, or undo, hint, quit)> ",
            G::side_name(position.side_to_move())
        );
        let mut words = legal_words(position);
        words.extend(COMMANDS.map(String::from));
        let Some(line) = input.read(&prompt, words)? else {
            say!("");
            return Ok(Turn::Quit);
        };
        match line.trim() {
            "" => {}
            "quit" | "exit" => return Ok(Turn::Quit),
            "hint" => {
                let result = searcher.search(position, limits);
                if let Some(mv) = result.best_move {
                    say!(
                        "hint: {} ({})",
                        move_word(position, mv, Audience::People),
                        Verdict::of_search(position, result.score, result.depth)
                    );
                }
            }
            "undo" => {
                // Back to the last position where this same side was to move.
                let side = position.side_to_move();
                let mut undone = None;
                while let Some((before, _)) = history.pop() {
                    undone = Some(before);
                    if before.side_to_move() == side {
                        break;
                    }
                }
                match undone {
                    Some(before) => return Ok(Turn::Undone(before)),
                    None => say!("nothing to undo"),
                }
            }
            text => match read_turn(position, text) {
                Ok(moves) => return Ok(Turn::Moves(moves)),
                Err(e) => say!("{e}; legal moves: {}", legal_list(position)),
            },
        }
    }
}

/// The engine's move, with its thinking shown as it deepens.
fn think<G: CatalogGame>(
    searcher: &mut GameSearcher<G>,
    position: &G,
    limits: &Limits,
) -> Result<G::Move, CliError> {
    let result = searcher.search_with(position, limits, |it| {
        // A closed output shows at the next line said after the search.
        let _ = writeln!(
            std::io::stdout(),
            "  depth {:>2}  score {:>10}  pv {}",
            it.depth,
            Verdict::of_search(position, it.score, it.depth),
            line_to_string(position, it.pv)
        );
    });
    let mv = result
        .best_move
        .expect("the game is not over, so there is a move");
    say!(
        "{} plays {}",
        G::side_name(position.side_to_move()),
        move_word(position, mv, Audience::People)
    );
    Ok(mv)
}

/// The outcome if the game is over, including a side left without moves.
pub(super) fn finished<G: Game>(position: &G) -> Option<Outcome> {
    position.outcome().or_else(|| {
        crate::runtime::notation::legal_moves(position)
            .is_empty()
            .then(|| position.no_moves())
    })
}

/// "game over: X wins" or "game over: draw".
pub(super) fn announce<G: CatalogGame>(outcome: Outcome) -> String {
    format!("game over: {}", outcome_words::<G>(outcome))
}

/// "X wins" or "draw".
pub(super) fn outcome_words<G: CatalogGame>(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(side) => format!("{} wins", G::side_name(side)),
        Outcome::Draw => "draw".to_string(),
    }
}
