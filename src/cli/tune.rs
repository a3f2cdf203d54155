//! `alphabeta tune`: fits the weights of a game's linear evaluation to the
//! results of self-play games (Texel's method; the runtime's `tune`
//! module says how).
//!
//! The run plays `--games` games of the engine against itself at
//! `--nodes` nodes a move, each from its own seeded random opening, and
//! keeps every quiet position with its game's result. Positions are
//! appended to the samples file as each game ends, so an interrupted run
//! starts again where it stopped: the games already in the file are not
//! played again, and since a game depends only on the seed, its number
//! and the settings, the resumed run ends with the same positions and the
//! same weights. Every tenth game (`--hold-out`) is kept out of the fit,
//! to measure the loss on positions the fit did not see.

use super::feedback::Feedback;
use super::json::{self, Format, FormatArg};
use super::CliError;
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::tune::{
    best_scale, fit, imitate, imitation_error, self_play, weights_loss, Choice, FitOptions,
    Samples, SelfPlay, Weights,
};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Debug, Clone, Args)]
pub struct TuneArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// Self-play games to learn from.
    #[arg(long, value_name = "N", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    games: u64,
    /// Nodes each move of a self-play game searches.
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Random plies that open each game, so that the games differ.
    #[arg(long, value_name = "PLIES", default_value_t = 8)]
    openings: u32,
    /// The seed of the openings: the same seed and settings, the same
    /// games and the same weights.
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: the machine's cores). The result
    /// does not depend on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1024))]
    threads: Option<u64>,
    /// Passes of gradient descent over the positions.
    #[arg(long, value_name = "N", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    iterations: u64,
    /// Where the descent starts: `plain`, the game's untuned evaluation
    /// itself (its weight `untuned` at 100, the features at zero);
    /// `imitate`, the features alone that come nearest it (least squares on
    /// the positions, `untuned` at zero); or `zero`.
    #[arg(long, value_name = "START", default_value = "plain")]
    from: Start,
    /// How firmly each weight is held at its start, in positions: as if
    /// this many more positions showed its feature and no reason to move
    /// it. A weight that many positions show moves freely; one that few
    /// show stays near its start. The same penalty means the same in every
    /// game, whatever the scale of its evaluation.
    #[arg(long, value_name = "X", default_value_t = 1000.0, value_parser = penalty)]
    penalty: f64,
    /// Every Nth game is held out of the fit, to measure the loss on
    /// positions it did not see.
    #[arg(long, value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(2..))]
    hold_out: u32,
    /// Where the positions go as games end, and are read back from to
    /// resume [default: GAME.samples].
    #[arg(long, value_name = "FILE")]
    samples: Option<PathBuf>,
    /// Where the weights are written [default: GAME.weights].
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[command(flatten)]
    format: FormatArg,
}

/// A penalty: a number, zero or more.
fn penalty(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
        _ => Err(format!(
            "`{text}` is not a penalty (a number, zero or more)"
        )),
    }
}

/// Where a fit starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Start {
    /// The untuned evaluation itself.
    Plain,
    /// The features' sum nearest the untuned evaluation.
    Imitate,
    /// Every weight zero.
    Zero,
}

pub struct Tune(pub TuneArgs, pub Feedback);

/// What a run measured, as text or one JSON object.
#[derive(Serialize)]
struct Report {
    #[serde(rename = "type")]
    kind: &'static str,
    game: &'static str,
    games: usize,
    resumed_games: usize,
    positions: usize,
    held_out_positions: usize,
    features: usize,
    /// Where the fit started (`plain` or `zero`), and the root mean
    /// square difference of that start from the untuned evaluation on the
    /// training positions, in centi-units.
    start: &'static str,
    start_error: f64,
    scale: f64,
    /// The mean loss of the untuned evaluation, on the training positions
    /// and the held-out ones.
    untuned_loss: [f64; 2],
    /// The mean loss of the fitted weights, the same two ways.
    tuned_loss: [f64; 2],
    self_play_seconds: f64,
    fit_seconds: f64,
    weights: String,
}

/// A file's error, with the file named.
fn file_error(action: &str, path: &Path, error: std::io::Error) -> CliError {
    CliError::Usage(format!("cannot {action} {}: {error}", path.display()))
}

impl Visit for Tune {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let Tune(args, feedback) = self;
        let samples_path = args
            .samples
            .clone()
            .unwrap_or_else(|| PathBuf::from(format!("{}.samples", G::NAME)));
        let out_path = args
            .out
            .clone()
            .unwrap_or_else(|| PathBuf::from(format!("{}.weights", G::NAME)));
        // What an earlier run left, kept only for games this run plays.
        let games = usize::try_from(args.games).unwrap_or(usize::MAX);
        let earlier = match std::fs::read_to_string(&samples_path) {
            Ok(text) => Samples::parse(&text, G::FEATURES)
                .map_err(|e| {
                    CliError::Usage(format!(
                        "{} is not a samples file of {} ({e}); remove it or name another with --samples",
                        samples_path.display(),
                        G::NAME
                    ))
                })?
                .filter(|game| (game as usize) < games),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Samples::new(),
            Err(e) => return Err(file_error("read", &samples_path, e)),
        };
        let resumed_games = earlier.games_played();
        // The file is written again whole, then appended to game by game.
        std::fs::write(&samples_path, earlier.to_text())
            .map_err(|e| file_error("write", &samples_path, e))?;
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(&samples_path)
            .map_err(|e| file_error("open", &samples_path, e))?;
        let threads = args.threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
            |t| t as usize,
        );
        let plan = SelfPlay {
            games,
            nodes: args.nodes,
            opening_plies: args.openings,
            seed: args.seed,
            threads,
            hash_mib: 16,
        };
        let started = Instant::now();
        let bar = feedback.bar(args.games);
        bar.set_position(resumed_games as u64);
        let mut all = earlier.clone();
        let mut write_error = None;
        self_play::<G>(
            &plan,
            &Choice::Plain,
            |game| earlier.has_game(game),
            |game| {
                if write_error.is_none() {
                    if let Err(e) = file.write_all(game.to_text().as_bytes()) {
                        write_error = Some(e);
                    }
                }
                all.extend(&game);
                bar.inc(1);
                bar.set_message(format!("{} positions", all.len()));
            },
        );
        bar.finish_and_clear();
        if let Some(e) = write_error {
            return Err(file_error("write", &samples_path, e));
        }
        let self_play_seconds = started.elapsed().as_secs_f64();
        let all = all.ordered();
        let every = args.hold_out;
        let training = all.filter(|game| game % every != every - 1);
        let held_out = all.filter(|game| game % every == every - 1);
        if training.is_empty() {
            return Err(CliError::Usage(
                "the games left no quiet position to learn from; play more (--games) or longer (--nodes)"
                    .to_string(),
            ));
        }
        let fitting = Instant::now();
        let scale = best_scale(&training);
        let options = FitOptions {
            iterations: usize::try_from(args.iterations).unwrap_or(usize::MAX),
            threads,
            penalty: args.penalty,
            ..FitOptions::default()
        };
        let start = match args.from {
            Start::Plain => Weights::untuned::<G>(),
            Start::Imitate => imitate::<G>(&training),
            Start::Zero => Weights::zero::<G>(),
        };
        let bar = feedback.bar(args.iterations);
        let start_error = imitation_error::<G>(&training, &start);
        let (weights, report) = fit::<G>(&training, scale, &start, &options, |pass, loss| {
            bar.set_position(pass as u64);
            bar.set_message(format!("loss {loss:.5}"));
        });
        bar.finish_and_clear();
        let fit_seconds = fitting.elapsed().as_secs_f64();
        let untuned_held = crate::runtime::tune::loss(&held_out, scale, |s| f64::from(s.plain));
        let tuned_held = weights_loss::<G>(&held_out, scale, &weights);
        let header = [
            format!("alphabeta tune {}: {} games at {} nodes a move, {} random plies, seed {}", G::NAME, all.games_played(), args.nodes, args.openings, args.seed),
            format!(
                "{} positions ({} held out); scale K {scale:.6}; loss untuned {:.5} / {untuned_held:.5}, tuned {:.5} / {tuned_held:.5} (training / held out)",
                training.len() + held_out.len(),
                held_out.len(),
                report.plain_loss,
                report.loss_after
            ),
        ];
        std::fs::write(&out_path, weights.to_text::<G>(&header))
            .map_err(|e| file_error("write", &out_path, e))?;
        let report = Report {
            kind: "tune",
            game: G::NAME,
            games: all.games_played(),
            resumed_games,
            positions: training.len(),
            held_out_positions: held_out.len(),
            features: G::FEATURES,
            start: match args.from {
                Start::Plain => "plain",
                Start::Imitate => "imitate",
                Start::Zero => "zero",
            },
            start_error,
            scale,
            untuned_loss: [report.plain_loss, untuned_held],
            tuned_loss: [report.loss_after, tuned_held],
            self_play_seconds,
            fit_seconds,
            weights: out_path.display().to_string(),
        };
        let mut out = std::io::stdout().lock();
        match args.format.format {
            Format::Text => report.write_text(&mut out),
            Format::Json => json::emit(&mut out, &report),
        }
    }
}

impl Report {
    fn write_text(&self, out: &mut impl Write) -> Result<(), CliError> {
        let lines = [
            format!(
                "{}: {} games ({} from an earlier run), {} quiet positions and {} held out, {} features",
                self.game, self.games, self.resumed_games, self.positions, self.held_out_positions, self.features
            ),
            format!(
                "started from {} (differs from the untuned evaluation by {:.1} centi-units, root mean square)",
                self.start, self.start_error
            ),
            format!("scale K {:.6}", self.scale),
            format!(
                "loss      training  held out\nuntuned   {:.5}   {:.5}\ntuned     {:.5}   {:.5}",
                self.untuned_loss[0], self.untuned_loss[1], self.tuned_loss[0], self.tuned_loss[1]
            ),
            format!(
                "self-play {:.1} s, fit {:.1} s; weights written to {}",
                self.self_play_seconds, self.fit_seconds, self.weights
            ),
        ];
        for line in lines {
            writeln!(out, "{line}").map_err(CliError::Output)?;
        }
        Ok(())
    }
}
