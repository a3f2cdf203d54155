//! `alphabeta match`: two settings of the searcher play each other in pairs
//! of games from the same random openings, colours swapped; the report is
//! the first player's wins, draws and losses and the Elo difference with
//! its 95% interval, optionally under a sequential probability ratio test.

use super::engine::{describe, parse_player};
use super::feedback::Feedback;
use super::json::{self, Format, FormatArg};
use super::searcher::EvalSpec;
use super::CliError;
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::params::PLAUSIBILITY_UNITS_PER_DECADE;
use crate::runtime::study::elo::{EloEstimate, Pairs, Sprt, SprtVerdict};
use crate::runtime::study::matches::{run_match_with, Ending, MatchPlan, PairRecord};
use crate::runtime::Outcome;
use clap::Args;
use serde::Serialize;
use std::io::Write;

#[derive(Debug, Clone, Args)]
pub struct MatchArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// The first player's settings: `key=value` words among depth, nodes,
    /// time (seconds), hash (MiB), threads, plausibility (on, off or a
    /// threshold such as 1e-6) and the switches tt, pvs, aspiration,
    /// killers, history, hints, quiescence, extensions, tactics, symmetry,
    /// deepening, reductions, nullmove, checks, futility, exchanges (on or
    /// off; the last five on by default: late-move reductions, null moves,
    /// the check extension (with which a side in check in quiescence
    /// answers with every move), futility pruning, and quiescence without the
    /// captures that lose by the static exchange), and the evaluation:
    /// `eval=game` (the game's
    /// own, tuned if its declaration names weights; the default),
    /// `eval=plain` (its untuned one) or `eval=FILE` (the weights
    /// `alphabeta tune` wrote). Without depth, nodes or time, a move
    /// searches 20000 nodes.
    #[arg(
        long,
        value_name = "OPTIONS",
        default_value = "",
        allow_hyphen_values = true
    )]
    first: String,
    /// The second player's settings, as for --first.
    #[arg(
        long,
        value_name = "OPTIONS",
        default_value = "",
        allow_hyphen_values = true
    )]
    second: String,
    /// Games to play, in pairs: an even number.
    #[arg(long, value_name = "N", default_value_t = 100)]
    games: usize,
    /// Random plies of each pair's opening.
    #[arg(long, value_name = "PLIES", default_value_t = 4)]
    openings: u32,
    /// The seed of the openings: the same seed, the same games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: the machine's cores).
    #[arg(long, value_name = "N")]
    concurrency: Option<usize>,
    /// Stop as soon as the sequential probability ratio test decides
    /// between "the first is ELO0 stronger" and "ELO1 stronger" (5% error
    /// rates each way), e.g. `--sprt 0,20`.
    #[arg(long, value_name = "ELO0,ELO1", allow_hyphen_values = true)]
    sprt: Option<String>,
    #[command(flatten)]
    format: FormatArg,
}

/// `alphabeta match --help`.
pub const MATCH_FIELDS: &str = "With --format json, one object:
{\"type\":\"match\"}
  game, first, second   the game and both players' settings
  games, wins, draws, losses   the first player's results
  score     the first player's score fraction
  elo, elo_low, elo_high   the Elo difference, first minus second, and its 95% interval
  llr, sprt the test's log-likelihood ratio and verdict (\"H0\", \"H1\",
            \"continue\"), or null without --sprt
  nodes_per_move, depth_per_move   per player [first, second]; a plausibility
            search's depth is its budget in units, 8 a decade of plausibility";

pub struct Match(pub MatchArgs, pub Feedback);

impl Visit for Match {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let Match(args, feedback) = self;
        if args.games == 0 || args.games % 2 == 1 {
            return Err(CliError::Usage(format!(
                "--games must be a positive even number (games are played in pairs with colours swapped), not {}",
                args.games
            )));
        }
        let sprt = args.sprt.as_deref().map(parse_sprt).transpose()?;
        let (first, first_eval) = take_eval(&args.first, "--first")?;
        let (second, second_eval) = take_eval(&args.second, "--second")?;
        let evaluators = [first_eval.evaluator::<G>()?, second_eval.evaluator::<G>()?];
        let plan = MatchPlan {
            first: parse_player(&first, "--first")?,
            second: parse_player(&second, "--second")?,
            pairs: args.games / 2,
            opening_plies: args.openings,
            seed: args.seed,
            concurrency: args.concurrency.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
            }),
        };
        let bar = feedback.bar(args.games as u64);
        let mut tally = Tally::default();
        let records = run_match_with::<G, _>(
            &plan,
            &evaluators,
            |pairs| sprt.is_some_and(|t| t.verdict(pairs.llr(&t)) != SprtVerdict::Continue),
            |record| {
                tally.add(record);
                bar.inc(2);
                bar.set_message(tally.line());
            },
        );
        bar.finish_and_clear();
        let mut report = Report::new::<G>(&plan, &records, sprt);
        for (described, eval) in [
            (&mut report.first, &first_eval),
            (&mut report.second, &second_eval),
        ] {
            if let Some(word) = eval.word() {
                described.push_str(&format!(" {word}"));
            }
        }
        let mut out = std::io::stdout().lock();
        match args.format.format {
            Format::Text => report.write_text(&mut out),
            Format::Json => json::emit(&mut out, &report),
        }
    }
}

/// The player's settings without their `eval=` word, and that word's
/// evaluation (the game's own without one).
fn take_eval(text: &str, flag: &str) -> Result<(String, EvalSpec), CliError> {
    let mut rest = Vec::new();
    let mut spec = None;
    for word in text.split_whitespace() {
        match word.strip_prefix("eval=") {
            Some(value) => {
                if spec.is_some() {
                    return Err(CliError::Usage(format!(
                        "{flag} `{word}`: eval= is given twice"
                    )));
                }
                let Ok(parsed) = EvalSpec::parse(value) else {
                    return Err(CliError::Usage(format!(
                        "{flag} `{word}`: expected eval=game, eval=plain or eval=FILE"
                    )));
                };
                spec = Some(parsed);
            }
            None => rest.push(word),
        }
    }
    Ok((rest.join(" "), spec.unwrap_or(EvalSpec::Game)))
}

/// `elo0,elo1`, the first below the second.
fn parse_sprt(text: &str) -> Result<Sprt, CliError> {
    let bad = || {
        CliError::Usage(format!(
            "--sprt expects ELO0,ELO1 with ELO0 < ELO1, such as 0,20; not `{text}`"
        ))
    };
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let (elo0, elo1): (f64, f64) = (
        a.trim().parse().map_err(|_| bad())?,
        b.trim().parse().map_err(|_| bad())?,
    );
    if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
        return Err(bad());
    }
    Ok(Sprt::new(elo0, elo1))
}

/// Wins, draws and losses so far, for the progress bar (in any order of pairs).
#[derive(Default)]
struct Tally {
    wins: usize,
    draws: usize,
    losses: usize,
}

impl Tally {
    fn add(&mut self, record: &PairRecord) {
        for game in &record.games {
            match game.points() {
                p if p > 0.75 => self.wins += 1,
                p if p < 0.25 => self.losses += 1,
                _ => self.draws += 1,
            }
        }
    }

    fn line(&self) -> String {
        format!("+{} ={} -{}", self.wins, self.draws, self.losses)
    }
}

/// What the match says, as text or one JSON object.
#[derive(Serialize)]
struct Report {
    #[serde(rename = "type")]
    kind: &'static str,
    game: &'static str,
    first: String,
    second: String,
    games: usize,
    wins: usize,
    draws: usize,
    losses: usize,
    score: f64,
    elo: f64,
    elo_low: f64,
    elo_high: f64,
    llr: Option<f64>,
    sprt: Option<&'static str>,
    nodes_per_move: [f64; 2],
    depth_per_move: [f64; 2],
    /// Whether each player searches by plausibility (its depth is a budget).
    #[serde(skip)]
    plausible: [bool; 2],
    #[serde(skip)]
    adjudicated: [usize; 2],
    #[serde(skip)]
    sprt_bounds: Option<(f64, f64)>,
}

impl Report {
    fn new<G: CatalogGame>(plan: &MatchPlan, records: &[PairRecord], sprt: Option<Sprt>) -> Report {
        let mut tally = Tally::default();
        let mut pairs = Pairs::new();
        let (mut moves, mut nodes, mut depths) = ([0u64; 2], [0u64; 2], [0u64; 2]);
        let mut adjudicated = [0; 2];
        for record in records {
            tally.add(record);
            pairs.push(record.points());
            for game in &record.games {
                for p in 0..2 {
                    moves[p] += u64::from(game.moves[p]);
                    nodes[p] += game.nodes[p];
                    depths[p] += game.depths[p];
                }
                match (game.ending, game.outcome) {
                    (Ending::Repetition, Outcome::Draw) => adjudicated[0] += 1,
                    (Ending::Length, Outcome::Draw) => adjudicated[1] += 1,
                    _ => {}
                }
            }
        }
        let estimate = pairs.elo().unwrap_or(EloEstimate {
            score: f64::NAN,
            elo: f64::NAN,
            low: f64::NAN,
            high: f64::NAN,
        });
        let per_move = |total: [u64; 2]| [0, 1].map(|p| total[p] as f64 / moves[p].max(1) as f64);
        let llr = sprt.map(|t| pairs.llr(&t));
        Report {
            kind: "match",
            game: G::NAME,
            first: describe(&plan.first),
            second: describe(&plan.second),
            games: 2 * records.len(),
            wins: tally.wins,
            draws: tally.draws,
            losses: tally.losses,
            score: estimate.score,
            elo: estimate.elo,
            elo_low: estimate.low,
            elo_high: estimate.high,
            llr,
            sprt: sprt.zip(llr).map(|(t, llr)| match t.verdict(llr) {
                SprtVerdict::H0 => "H0",
                SprtVerdict::H1 => "H1",
                SprtVerdict::Continue => "continue",
            }),
            nodes_per_move: per_move(nodes),
            depth_per_move: per_move(depths),
            plausible: [&plan.first, &plan.second].map(|p| p.options.plausibility.is_some()),
            adjudicated,
            sprt_bounds: sprt.map(|t| t.bounds()),
        }
    }

    fn write_text(&self, out: &mut impl Write) -> Result<(), CliError> {
        // `+ 0.0` turns the -0 of an all-drawn match into 0.
        let signed = |x: f64| format!("{:+.1}", x + 0.0);
        writeln!(
            out,
            "{}: first [{}] against second [{}]",
            self.game, self.first, self.second
        )
        .and_then(|()| {
            writeln!(
                out,
                "games {}  wins {}  draws {}  losses {}  score {:.3}",
                self.games, self.wins, self.draws, self.losses, self.score
            )
        })
        .and_then(|()| {
            writeln!(
                out,
                "elo {}  95% interval {} to {}",
                signed(self.elo),
                signed(self.elo_low),
                signed(self.elo_high)
            )
        })
        .and_then(|()| {
            let side = |p: usize| {
                let depth = if self.plausible[p] {
                    format!(
                        "budget {:.1} units ({PLAUSIBILITY_UNITS_PER_DECADE} a decade)",
                        self.depth_per_move[p]
                    )
                } else {
                    format!("depth {:.1}", self.depth_per_move[p])
                };
                format!("{:.0} nodes, {depth}", self.nodes_per_move[p])
            };
            writeln!(out, "per move: first {}; second {}", side(0), side(1))
        })
        .and_then(|()| {
            if self.adjudicated == [0, 0] {
                return Ok(());
            }
            writeln!(
                out,
                "drawn by repetition {}, by length {}",
                self.adjudicated[0], self.adjudicated[1]
            )
        })
        .and_then(|()| match (self.llr, self.sprt, self.sprt_bounds) {
            (Some(llr), Some(verdict), Some((lower, upper))) => writeln!(
                out,
                "sprt llr {llr:.2} (bounds {lower:.2}, {upper:.2}): {verdict}"
            ),
            _ => Ok(()),
        })
        .map_err(CliError::Output)
    }
}
