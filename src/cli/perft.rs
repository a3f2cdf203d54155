//! `alphabeta perft`: move-path counts, optionally divided by first move.

use super::{CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::notation::move_to_string;
use crate::runtime::perft::{perft_divide, perft_with};
use clap::Args;
use std::time::Instant;

#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// The game (see `alphabeta list`).
    pub game: String,
    /// Plies to count.
    depth: u32,
    #[command(flatten)]
    start: Start,
    /// Print the count under each move first.
    #[arg(long)]
    divide: bool,
}

pub struct Perft(pub PerftArgs);

impl Visit for Perft {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let (position, _) = args.start.resolve::<G>()?;
        let started = Instant::now();
        let total = if args.divide {
            let mut total = 0;
            for (mv, count) in perft_divide(&position, args.depth, G::PERFT) {
                println!("{} {count}", move_to_string(&position, mv));
                total += count;
            }
            total
        } else {
            perft_with(&position, args.depth, G::PERFT)
        };
        let elapsed = started.elapsed();
        println!("{total}");
        eprintln!(
            "{:.3} s, {} leaves/s",
            elapsed.as_secs_f64(),
            crate::runtime::per_second(total, elapsed)
        );
        Ok(())
    }
}
