//! `alphabeta show`: a position read and written back in the game's own
//! notation, with its board, the side to move and the legal moves. The
//! check a user makes after pasting a position from another tool.

use super::json::{self, Format, FormatArg, Record};
use super::play::{finished, outcome_words};
use super::{Audience, CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::notation::position_to_string;
use clap::Args;
use std::io::Write;

#[derive(Debug, Clone, Args)]
pub struct ShowArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    #[command(flatten)]
    start: Start,
    #[command(flatten)]
    format: FormatArg,
}

pub struct Show(pub ShowArgs);

impl Visit for Show {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let args = self.0;
        let (position, _) = args.start.resolve::<G>()?;
        let written = position_to_string(&position);
        let to_move = G::side_name(position.side_to_move());
        // SAN for people in the chess family, the game's notation for programs.
        let audience = Audience::of(args.format.format);
        let moves = super::turn_words(&position, audience);
        let outcome = finished(&position).map(outcome_words::<G>);
        let mut out = std::io::stdout().lock();
        match args.format.format {
            Format::Json => json::emit(
                &mut out,
                &Record::Position {
                    position: &written,
                    to_move,
                    moves,
                    outcome,
                },
            ),
            Format::Text => {
                let board = position.draw(None, super::use_colour(&out));
                let over = outcome.map_or_else(
                    || format!("{} legal: {}", moves.len(), moves.join(" ")),
                    |o| format!("none, the game is over: {o}"),
                );
                // The shogi family's positions also as SFEN, for USI tools.
                let sfen = super::usi::GAMES
                    .contains(&G::NAME)
                    .then(|| {
                        super::usi::sfen::Geometry::of_fen(&written)
                            .and_then(|g| g.fen_to_sfen(&written))
                            .ok()
                    })
                    .flatten()
                    .map_or_else(String::new, |s| format!("\nsfen      {s}"));
                writeln!(
                    out,
                    "{board}\nposition  {written}{sfen}\nto move   {to_move}\nmoves     {over}"
                )
                .map_err(CliError::Output)
            }
        }
    }
}
