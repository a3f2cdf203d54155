//! `--format json`: one JSON object a line, for programs. Every object has a
//! `type`; the fields of each type are listed in the commands' `--help`
//! (the constants below) and in the README.

use super::{CliError, Verdict};
use clap::{Args, ValueEnum};
use serde::Serialize;
use std::io::Write;

/// How a command writes its answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// Lines for people.
    #[default]
    Text,
    /// One JSON object a line, for programs (`--help` lists the fields).
    Json,
}

/// The `--format` option, shared by the commands that answer in both.
#[derive(Debug, Clone, Copy, Args)]
pub struct FormatArg {
    /// Write text for people, or one JSON object a line for programs.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// The fields every scored object shares; spelled once for every `--help`.
macro_rules! score_fields {
    () => {
        "  score     the score from the side to move, in words: \"win in 7\",
            \"loss in 4\", \"draw\", \"+0.35\", \"win\" when not known how soon,
            or \"unknown\" with the bounds proved (\"unknown, at least draw\")
  cp        the evaluation in centi-units (0 for a draw); null for a proven win or loss
  result    \"win\", \"loss\" or \"draw\" once proven; \"unknown\" when the solver
            could not prove it (a line ran past its ply limit); null for an evaluation
  plies     for a proven win or loss, the plies to the end with best play; else null"
    };
}

/// `alphabeta list --help`.
pub const LIST_FIELDS: &str = "With --format json, one object a line:
{\"type\":\"game\"}
  name      the game's name on the command line
  summary   one line about it";

/// `alphabeta analyze --help`.
pub const ANALYZE_FIELDS: &str = concat!(
    "With --format json, one object a line.
{\"type\":\"iteration\"} after each depth:
  depth     the iteration's nominal depth
  seldepth  the deepest ply reached
",
    score_fields!(),
    "
  nodes     nodes searched so far
  nps       nodes per second
  time      seconds so far
  hashfull  transposition table fill, in per cent
  pv        the principal variation, an array of moves in the game's notation
            (UCI in the chess family)
{\"type\":\"bestmove\"} last:
  move      the best move, with the depth, score fields, nodes, time and pv of the search
  san       the best move as game records write it (SAN in the chess family)"
);

/// `alphabeta solve --help`.
pub const SOLVE_FIELDS: &str = concat!(
    "With --format json, one object a line, as each position is solved:
{\"type\":\"solution\"}
  line      the input line's number (1 for a position given in the arguments)
  position  the input, as the text output repeats it (`-` for the start)
",
    score_fields!(),
    "
  best      a move that keeps the value; null when the game is over
  pv        a line of best play to the end (empty with --weak)
  nodes     nodes searched for the value (as --stats counts them)
  time      seconds taken"
);

/// `alphabeta perft --help`.
pub const PERFT_FIELDS: &str = "With --format json, one object a line.
{\"type\":\"divide\"} with --divide, for each first move:
  move      the move in the game's notation
  nodes     the paths of the remaining depth that follow it
{\"type\":\"perft\"} last:
  depth     the plies counted
  nodes     the paths of that length (perft's leaf nodes)
  time      seconds taken
  nps       nodes per second";

/// `alphabeta playouts --help`.
pub const PLAYOUTS_FIELDS: &str = "With --format json, one object:
{\"type\":\"playouts\"}
  playouts             the random games played
  time                 seconds taken
  playouts_per_second  playouts / time
  plies                the plies of all the games
  plies_per_playout    plies / playouts
  plies_per_second     plies / time
  first, second        the players' names
  first_wins           games the first player won
  second_wins          games the second player won
  draws                drawn games
  unfinished           games stopped at --max-plies before their end
  seed                 the generator's seed (--seed repeats the run)
first_wins + second_wins + draws + unfinished = playouts.";

/// `alphabeta tune --help`.
pub const TUNE_FIELDS: &str = "With --format json, one object:
{\"type\":\"tune\"}
  game                the game
  games               the self-play games the fit learned from
  resumed_games       of those, the games read back from the samples file
  positions           the quiet positions fitted
  held_out_positions  the positions of the held-out games, not fitted
  features            the features (weights) of the game's evaluation
  start               where the fit started: \"plain\" (the linear evaluation
                      nearest the untuned one) or \"zero\"
  start_error         the start's root mean square difference from the
                      untuned evaluation, centi-units
  scale               the scale K of P(first wins) = 1 / (1 + e^(-K eval / 100))
  untuned_loss        [training, held out]: the mean logistic loss of the
                      game's untuned evaluation
  tuned_loss          [training, held out]: the same for the fitted weights
  self_play_seconds   the time the games took
  fit_seconds         the time the fit took
  weights             the weights file written";

/// `alphabeta show --help`.
pub const SHOW_FIELDS: &str = "With --format json, one object:
{\"type\":\"position\"}
  position  the position, written back in the game's notation
  to_move   the name of the player to move
  moves     the legal moves, an array in the game's notation
  outcome   \"<player> wins\" or \"draw\" when the game is over; else null";

/// A score's fields, for every object that has one.
#[derive(Debug, Serialize)]
pub struct ScoreFields {
    score: String,
    cp: Option<i32>,
    result: Option<&'static str>,
    plies: Option<u32>,
}

impl From<Verdict> for ScoreFields {
    fn from(verdict: Verdict) -> ScoreFields {
        let (cp, result, plies) = match verdict {
            Verdict::Win(plies) => (None, Some("win"), plies),
            Verdict::Loss(plies) => (None, Some("loss"), plies),
            Verdict::Draw => (Some(0), Some("draw"), None),
            Verdict::Eval(e) => (Some(e), None, None),
            Verdict::Unknown(_) => (None, Some("unknown"), None),
        };
        ScoreFields {
            score: verdict.to_string(),
            cp,
            result,
            plies,
        }
    }
}

/// One line of JSON output; its variant is its `type`.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Record<'a> {
    /// A game of the catalog.
    Game {
        name: &'a str,
        summary: &'a str,
        /// The cargo feature of the game's family.
        family: &'a str,
        /// Whether this build has the game.
        built: bool,
    },
    /// One completed iteration of `analyze`.
    Iteration {
        depth: u32,
        seldepth: u32,
        #[serde(flatten)]
        score: ScoreFields,
        nodes: u64,
        nps: u64,
        time: f64,
        hashfull: f64,
        pv: Vec<String>,
    },
    /// The end of `analyze`.
    Bestmove {
        #[serde(rename = "move")]
        best: String,
        san: String,
        depth: u32,
        #[serde(flatten)]
        score: ScoreFields,
        nodes: u64,
        time: f64,
        pv: Vec<String>,
    },
    /// One position answered by `solve`.
    Solution {
        line: usize,
        position: &'a str,
        #[serde(flatten)]
        score: ScoreFields,
        best: Option<String>,
        pv: Vec<String>,
        nodes: u64,
        time: f64,
    },
    /// One first move of `perft --divide`.
    Divide {
        #[serde(rename = "move")]
        first: String,
        nodes: u64,
    },
    /// The count of `perft`.
    Perft {
        depth: u32,
        nodes: u64,
        time: f64,
        nps: u64,
    },
    /// The tally of `playouts`.
    Playouts {
        playouts: u64,
        time: f64,
        playouts_per_second: f64,
        plies: u64,
        plies_per_playout: f64,
        plies_per_second: f64,
        first: &'static str,
        second: &'static str,
        first_wins: u64,
        second_wins: u64,
        draws: u64,
        unfinished: u64,
        seed: u64,
    },
    /// A position written back by `show`.
    Position {
        position: &'a str,
        to_move: &'static str,
        moves: Vec<String>,
        outcome: Option<String>,
    },
}

/// Writes `record` as one line and flushes it, so that a program reading
/// the pipe has it at once.
pub fn emit(out: &mut impl Write, record: &impl Serialize) -> Result<(), CliError> {
    serde_json::to_writer(&mut *out, record)
        .map_err(std::io::Error::from)
        .and_then(|()| writeln!(out))
        .and_then(|()| out.flush())
        .map_err(CliError::Output)
}

#[cfg(test)]
mod tests {
    use super::{Record, ScoreFields};
    use crate::cli::Verdict;

    fn line(record: &Record<'_>) -> String {
        let mut out = Vec::new();
        super::emit(&mut out, record).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_record_is_one_line_with_its_type_first() {
        let text = line(&Record::Divide {
            first: "4".into(),
            nodes: 2401,
        });
        assert_eq!(
            text,
            "{\"type\":\"divide\",\"move\":\"4\",\"nodes\":2401}\n"
        );
    }

    #[test]
    fn scores_say_both_the_centi_units_and_the_distance() {
        let fields = |v| serde_json::to_string(&ScoreFields::from(v)).unwrap();
        assert_eq!(
            fields(Verdict::Win(Some(7))),
            r#"{"score":"win in 7","cp":null,"result":"win","plies":7}"#
        );
        assert_eq!(
            fields(Verdict::Loss(None)),
            r#"{"score":"loss","cp":null,"result":"loss","plies":null}"#
        );
        assert_eq!(
            fields(Verdict::Draw),
            r#"{"score":"draw","cp":0,"result":"draw","plies":null}"#
        );
        assert_eq!(
            fields(Verdict::Eval(-35)),
            r#"{"score":"-0.35","cp":-35,"result":null,"plies":null}"#
        );
    }
}
