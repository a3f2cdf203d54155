//! `draw count:`: the points that decide a game the rules would draw
//! (janggi's material count).

use super::{odds, Parts};
use crate::ctxt::Ctxt;
use crate::suggest;
use proc_macro2::Span;

/// Runs every rule of `draw count:`.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    let Some((points, span)) = parts.draw_count else {
        return;
    };
    if !parts.piece_game {
        cx.error(
            span,
            "`draw count:` is a rule of piece games: a game of stones is counted with `score:`",
        );
        return;
    }
    names_are_kinds_or_players(parts, points, cx);
    names_are_given_once(points, cx);
    if !odds::can_draw(parts) {
        cx.error(span, "`draw count:` in a game that never ends in a draw: it would decide nothing; leave it out, or add a draw rule such as `draw: repetition`");
    }
    if let Some((_, odds_span)) = parts.draw_odds {
        cx.error_with_note(
            span,
            "`draw count:` beside `draw odds:`: both say who wins a draw; keep one",
            odds_span,
            "`draw odds:`",
        );
    }
}

/// Each name is a declared piece (its pieces on the board score) or a
/// player (a bonus).
fn names_are_kinds_or_players(parts: &Parts, points: &[crate::syntax::Points], cx: &mut Ctxt) {
    let players = parts.players.map_or(&[][..], |(names, _)| names);
    let mut known: Vec<String> = parts.pieces.iter().map(|p| p.name.to_string()).collect();
    known.extend(players.iter().map(ToString::to_string));
    for p in points {
        let text = p.name.to_string();
        if known.contains(&text) {
            continue;
        }
        let names: Vec<&str> = known.iter().map(String::as_str).collect();
        let hint = match suggest::closest(&text, &names) {
            Some(k) => format!(", did you mean `{k}`?"),
            None => String::new(),
        };
        cx.error(
            p.name.span(),
            format!("`draw count:` gives points to `{text}`, which is neither a declared piece nor a player{hint}"),
        );
    }
}

/// A kind or player has one number of points.
fn names_are_given_once(points: &[crate::syntax::Points], cx: &mut Ctxt) {
    for (i, p) in points.iter().enumerate() {
        if let Some(first) = points[..i].iter().find(|f| f.name == p.name) {
            let first: Span = first.name.span();
            cx.error_with_note(
                p.name.span(),
                format!(
                    "`{}` is given points twice in `draw count:`: give it one number",
                    p.name
                ),
                first,
                format!("the first `{}`", p.name),
            );
        }
    }
}
