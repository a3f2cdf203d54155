//! `alphabeta analyze`: one line per iteration, then the best move.

use super::json::{self, Format, FormatArg, Record};
use super::play::engine_limits;
use super::{line_words, move_word, Audience, CliError, EngineArgs, Start, Verdict};
use crate::catalog::{CatalogGame, Visit};
use crate::cli::searcher::{game_searcher, EvalArg};
use crate::runtime::{Iteration, SearchResult};
use clap::Args;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

#[derive(Debug, Clone, Args)]
pub struct AnalyzeArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    #[command(flatten)]
    start: Start,
    /// Search to this depth.
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    /// Search for this many seconds (the default is 3 when no depth is given).
    #[arg(long, value_name = "SECONDS")]
    time: Option<f64>,
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    eval: EvalArg,
    #[command(flatten)]
    format: FormatArg,
}

pub struct Analyze(pub AnalyzeArgs);

impl Visit for Analyze {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let (position, earlier) = args.start.resolve::<G>()?;
        let mut limits = engine_limits(
            args.time.or(args.depth.is_none().then_some(3.0)),
            args.depth,
        )?;
        if let (Some(_), Some(t)) = (args.depth, args.time) {
            limits = limits.and_time(std::time::Duration::from_secs_f64(t.max(0.001)));
        }
        if super::play::finished(&position).is_some() {
            return Err(CliError::Usage(
                "the game is already over in that position".into(),
            ));
        }
        let mut searcher = game_searcher::<G>(args.engine.options(), args.eval.eval.evaluator()?);
        searcher.set_history(&earlier);
        // A reader gone (`| head`) stops the search rather than letting it
        // run on for nobody.
        let stop = Arc::new(AtomicBool::new(false));
        let limits = limits.and_stop(Arc::clone(&stop));
        let format = args.format.format;
        let mut out = std::io::stdout().lock();
        let mut failed = None;
        let result = searcher.search_with(&position, &limits, |it| {
            if failed.is_none() {
                if let Err(e) = write_iteration(&mut out, format, &position, it) {
                    stop.store(true, Ordering::Relaxed);
                    failed = Some(e);
                }
            }
        });
        match failed {
            Some(e) => Err(e),
            None => write_best(&mut out, format, &position, &result),
        }
    }
}

/// One iteration's line, text or JSON.
fn write_iteration<G: CatalogGame>(
    out: &mut impl Write,
    format: Format,
    position: &G,
    it: &Iteration<'_, G>,
) -> Result<(), CliError> {
    let verdict = Verdict::of_search(position, it.score, it.depth);
    let hashfull = f64::from(it.tt_fill_permille) / 10.0;
    let pv = line_words(position, it.pv, Audience::of(format));
    match format {
        Format::Text => writeln!(
            out,
            "depth {} seldepth {} score {verdict} nodes {} nps {} hashfull {hashfull:.1}% pv {}",
            it.depth,
            it.seldepth,
            it.nodes,
            it.nps,
            pv.join(" ")
        )
        .map_err(CliError::Output),
        Format::Json => json::emit(
            out,
            &Record::Iteration {
                depth: it.depth,
                seldepth: it.seldepth,
                score: verdict.into(),
                nodes: it.nodes,
                nps: it.nps,
                time: it.elapsed.as_secs_f64(),
                hashfull,
                pv,
            },
        ),
    }
}

/// The last line: the best move, and in JSON the search that chose it.
fn write_best<G: CatalogGame>(
    out: &mut impl Write,
    format: Format,
    position: &G,
    result: &SearchResult<G>,
) -> Result<(), CliError> {
    let best = result.best_move.expect("the game is not over");
    let san = move_word(position, best, Audience::People);
    match format {
        Format::Text => writeln!(out, "bestmove {san}").map_err(CliError::Output),
        Format::Json => json::emit(
            out,
            &Record::Bestmove {
                best: move_word(position, best, Audience::Programs),
                san,
                depth: result.depth,
                score: Verdict::of_search(position, result.score, result.depth).into(),
                nodes: result.stats.nodes,
                time: result.elapsed.as_secs_f64(),
                pv: line_words(position, &result.pv, Audience::Programs),
            },
        ),
    }
}
