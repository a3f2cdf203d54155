//! `alphabeta perft`: move-path counts, optionally divided by first move.

use super::feedback::Feedback;
use super::json::{self, Format, FormatArg, Record};
use super::{CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::notation::{legal_moves, move_to_string};
use crate::runtime::per_second;
use crate::runtime::perft::{perft_with, PerftOptions};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::time::Instant;

#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    /// Plies to count.
    depth: u32,
    #[command(flatten)]
    start: Start,
    /// Print the count under each move first.
    #[arg(long)]
    divide: bool,
    /// Play every move of the last ply and visit each leaf, instead of
    /// counting the last ply's moves (bulk counting): the same count, the
    /// work of a tool that visits every leaf.
    #[arg(long)]
    no_bulk: bool,
    /// How a game that ended before the depth counts: as one leaf (othello's
    /// default) or as zero (every other game's); see the conventions below.
    #[arg(long, value_enum, value_name = "AS")]
    ended: Option<Ended>,
    #[command(flatten)]
    format: FormatArg,
}

/// How `perft` counts a game that ended before the depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Ended {
    /// One leaf: Aart Bik's convention for othello.
    Leaf,
    /// Zero: the convention of chess perft and of most tools.
    Zero,
}

impl PerftArgs {
    /// How to count: the game's conventions, changed by the flags.
    fn options<G: CatalogGame>(&self) -> PerftOptions {
        PerftOptions {
            bulk: G::PERFT.bulk && !self.no_bulk,
            count_ended: match self.ended {
                Some(Ended::Leaf) => true,
                Some(Ended::Zero) => false,
                None => G::PERFT.count_ended,
            },
        }
    }
}

pub struct Perft(pub PerftArgs, pub Feedback);

impl Visit for Perft {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let Perft(args, feedback) = self;
        let format = args.format.format;
        let options = args.options::<G>();
        let (position, _) = args.start.resolve::<G>()?;
        let mut out = std::io::stdout().lock();
        let started = Instant::now();
        let total = if args.divide {
            // The runtime's `perft_divide`, one first move at a time, so that
            // each count is written as soon as it is known.
            let moves = legal_moves(&position);
            let progress = feedback.bar(moves.len() as u64);
            progress.set_message("first moves counted");
            let mut total = 0;
            for mv in moves {
                // A move within a turn keeps the depth; one that repeats a
                // turn counts zero.
                let child = position.play(mv);
                let left = match child.continues_turn() {
                    true => args.depth,
                    false => args.depth.saturating_sub(1),
                };
                let count = match position.repeats_turn(mv) {
                    true => 0,
                    false => perft_with(&child, left, options),
                };
                total += count;
                let first = move_to_string(&position, mv);
                progress.suspend(|| write_divide(&mut out, format, first, count))?;
                progress.inc(1);
            }
            progress.finish_and_clear();
            total
        } else {
            let progress = feedback.spinner();
            progress.set_message(format!("counting {} plies", args.depth));
            let total = perft_with(&position, args.depth, options);
            progress.finish_and_clear();
            total
        };
        let elapsed = started.elapsed();
        let nps = per_second(total, elapsed);
        match format {
            Format::Text => {
                writeln!(out, "{total}").map_err(CliError::Output)?;
                feedback.note(format_args!(
                    "{:.3} s, {nps} leaves/s",
                    elapsed.as_secs_f64()
                ));
                Ok(())
            }
            Format::Json => json::emit(
                &mut out,
                &Record::Perft {
                    depth: args.depth,
                    nodes: total,
                    time: elapsed.as_secs_f64(),
                    nps,
                },
            ),
        }
    }
}

/// One first move's count, text or JSON.
fn write_divide(
    out: &mut impl Write,
    format: Format,
    first: String,
    nodes: u64,
) -> Result<(), CliError> {
    match format {
        Format::Text => writeln!(out, "{first} {nodes}")
            .and_then(|()| out.flush())
            .map_err(CliError::Output),
        Format::Json => json::emit(out, &Record::Divide { first, nodes }),
    }
}
