//! The rules of promotion at once (`promote King at last row at once`,
//! [`crate::ir::crowning`]), one function each: the piece is crowned
//! during a capture, which cannot stop there for a choice.

use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{PieceDef, PieceRule};
use proc_macro2::Span;

/// Runs every rule of promotion at once.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        for rule in &p.rules {
            let PieceRule::Promote {
                to,
                lost,
                player,
                ends_move,
                at_once: Some(once),
                optional,
                ..
            } = rule
            else {
                continue;
            };
            if *ends_move {
                cx.error(*once, format!("`{}` is crowned `at once` and goes on capturing, and `ends move` stops its capture there: keep one of the two", p.name));
            } else if to.len() > 1 {
                cx.error(*once, format!("`{}` is crowned `at once`, during a capture that goes on: it cannot stop for a choice, so it promotes to one kind, as in `promote King at last row at once`", p.name));
            } else if let Some(may) = optional {
                cx.error(*may, format!("`{}` is crowned `at once`, during a capture that goes on: it cannot stop to decline, so leave out `may` (or `at once`)", p.name));
            } else if let Some(lost) = lost.iter().flatten().next() {
                cx.error(*lost, format!("`{}` is crowned `at once`, during a capture that goes on, always as one kind: leave out `lost` (or `at once`)", p.name));
            } else if let Some(player) = player {
                cx.error(player.span(), format!("`{}` is crowned `at once` for both players alike: leave out `for {player}`", p.name));
            } else {
                crowned_on_a_chain(p, *once, cx);
                crowned_without_a_hand(parts, p, *once, cx);
            }
        }
    }
}

/// A piece is crowned during a capture only if it makes chains of jumps.
fn crowned_on_a_chain(p: &PieceDef, once: Span, cx: &mut Ctxt) {
    let chains = p
        .rules
        .iter()
        .any(|r| matches!(r, PieceRule::Jump { chain: true, .. }));
    if !chains {
        cx.error(once, format!("`at once` crowns a piece during a chain of jumps, and `{}` makes none: leave out `at once`, or give it a `jump diagonal over enemy chain`", p.name));
    }
}

/// The pieces a capture of jumps takes leave the game: a game whose
/// captures go to hand does not crown at once.
fn crowned_without_a_hand(parts: &Parts, p: &PieceDef, once: Span, cx: &mut Ctxt) {
    if let Some((hand, _)) = parts.captures.and_then(|c| c.to_hand) {
        cx.error_with_note(
            once,
            format!("`{}` is crowned `at once` during a capture of jumps, whose pieces leave the game, and captures here go `to hand`: leave out `at once` or `to hand`", p.name),
            hand,
            "`to hand`",
        );
    }
}
