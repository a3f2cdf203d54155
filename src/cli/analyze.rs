//! `alphabeta analyze`: one line per iteration, then the best move.

use super::play::engine_limits;
use super::{describe, line_to_string, CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::notation::move_to_string;
use crate::runtime::{SearchOptions, Searcher};
use clap::Args;

#[derive(Debug, Clone, Args)]
pub struct AnalyzeArgs {
    /// The game (see `alphabeta list`).
    pub game: String,
    #[command(flatten)]
    start: Start,
    /// Search to this depth.
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    /// Search for this many seconds (the default is 3 when no depth is given).
    #[arg(long, value_name = "SECONDS")]
    time: Option<f64>,
    /// Transposition table size in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 64)]
    hash: usize,
}

pub struct Analyze(pub AnalyzeArgs);

impl Visit for Analyze {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let (position, _) = args.start.resolve::<G>()?;
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
        let mut searcher = Searcher::<G>::new(SearchOptions {
            hash_mib: args.hash,
            ..SearchOptions::default()
        });
        let result = searcher.search_with(&position, &limits, |it| {
            println!(
                "depth {} seldepth {} score {} nodes {} nps {} hashfull {:.1}% pv {}",
                it.depth,
                it.seldepth,
                describe(&position, it.score, it.depth),
                it.nodes,
                it.nps,
                f64::from(it.tt_fill_permille) / 10.0,
                line_to_string(&position, it.pv)
            );
        });
        let best = result.best_move.expect("the game is not over");
        println!("bestmove {}", move_to_string(&position, best));
        Ok(())
    }
}
