//! The rules of `promote`: one rule a piece, or one for each player
//! (`for White`), and kinds chosen only once lost (`lost Queen`).

use super::resolve::Resolution;
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{PieceDef, PieceRule};
use proc_macro2::{Ident, Span};

/// Runs the rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        promotions_name_their_player(parts, p, cx);
        one_promotion_for_each_player(p, cx);
    }
}

/// Runs the rules that need the setup.
pub fn check_resolved(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    for (k, p) in parts.pieces.iter().enumerate() {
        lost_kinds_stand_in_the_setup(parts, r, k, p, cx);
    }
}

/// A piece's `promote` rules: `(kinds, lost, player, span of the first kind)`.
type Written<'a> = (&'a [Ident], &'a [Option<Span>], Option<&'a Ident>, Span);

fn promotions(p: &PieceDef) -> impl Iterator<Item = (&PieceRule, Written<'_>)> {
    p.rules.iter().filter_map(move |rule| match rule {
        PieceRule::Promote {
            to, lost, player, ..
        } => {
            let at = to.first().map_or(p.name.span(), Ident::span);
            Some((rule, (&to[..], &lost[..], player.as_ref(), at)))
        }
        _ => None,
    })
}

/// The player of `promote ... for Player` is one the game declares.
fn promotions_name_their_player(parts: &Parts, p: &PieceDef, cx: &mut Ctxt) {
    let names = parts.players.map_or(&[][..], |(names, _)| names);
    for (_, (_, _, player, _)) in promotions(p) {
        let Some(player) = player else { continue };
        if names.iter().any(|n| n == player) {
            continue;
        }
        let message = if names.is_empty() {
            format!("`promote ... for {player}` names a player, and the game names none: add `players:`, as in `players: White, Black`")
        } else {
            let known = names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>();
            format!(
                "unknown player `{player}`: the players are {}",
                known.join(" and ")
            )
        };
        cx.error(player.span(), message);
    }
}

/// A piece promotes by one rule, which lists every kind it may become, or
/// by one rule for each player, `for` each; the two differ only in their
/// kinds and zones, since whether the player may decline, whether a move
/// from the zone promotes and whether promotion ends a chain are the
/// piece's own.
fn one_promotion_for_each_player(p: &PieceDef, cx: &mut Ctxt) {
    let rules: Vec<_> = promotions(p).collect();
    let Some(((first_rule, (_, _, first_player, first)), rest)) = rules.split_first() else {
        return;
    };
    for (rule, (_, _, player, at)) in rest {
        match (first_player, player) {
            (Some(a), Some(b)) if a != b => {}
            (Some(_), Some(b)) => cx.error_with_note(
                *at,
                format!("`{}` has two `promote` rules for `{b}`: list every kind it may become in one", p.name),
                *first,
                "the first `promote`",
            ),
            _ => cx.error_with_note(
                *at,
                format!("`{}` has two `promote` rules: list every kind it may become in one, as in `promote Queen | Rook at last row`, or write one for each player, as in `promote Queen | Rook at last row for White`", p.name),
                *first,
                "the first `promote`",
            ),
        }
        if let Some(word) = differing_manner(first_rule, rule) {
            cx.error_with_note(
                *at,
                format!("the two `promote` rules of `{}` differ in `{word}`: a piece promotes in one manner for both players, and only the kinds and the zone may differ", p.name),
                *first,
                "the first `promote`",
            );
        }
    }
}

/// The word two `promote` rules of a piece write differently, of those
/// that say how it promotes rather than to what.
fn differing_manner(a: &PieceRule, b: &PieceRule) -> Option<&'static str> {
    let (
        PieceRule::Promote {
            optional: a_may,
            or_from: a_from,
            ends_move: a_ends,
            ..
        },
        PieceRule::Promote {
            optional: b_may,
            or_from: b_from,
            ends_move: b_ends,
            ..
        },
    ) = (a, b)
    else {
        return None;
    };
    if a_may.is_some() != b_may.is_some() {
        Some("may")
    } else if a_from != b_from {
        Some("at or from")
    } else if a_ends != b_ends {
        Some("ends move")
    } else {
        None
    }
}

/// `lost Queen`: the piece becomes a queen only while its player has
/// fewer on the board than the setup gave them, so the setup gives each
/// player the rule is for at least one, or the choice could never be made.
fn lost_kinds_stand_in_the_setup(
    parts: &Parts,
    r: &Resolution,
    k: usize,
    p: &PieceDef,
    cx: &mut Ctxt,
) {
    let names = parts.players.map_or(&[][..], |(names, _)| names);
    for (_, (to, lost, player, _)) in promotions(p) {
        let sides: Vec<usize> = match player {
            Some(pl) => names.iter().position(|n| n == pl).into_iter().collect(),
            // The players whose setup holds the piece, or both.
            None => match (0..2)
                .filter(|&s| !r.setup.pieces[s][k].is_empty())
                .collect::<Vec<_>>()
            {
                holders if holders.is_empty() => vec![0, 1],
                holders => holders,
            },
        };
        for (name, lost) in to.iter().zip(lost) {
            let (Some(lost), Some(kind)) = (lost, r.names.iter().position(|n| name == n)) else {
                continue;
            };
            let lacking: Vec<usize> = sides
                .iter()
                .copied()
                .filter(|&side| r.setup.pieces[side][kind].is_empty())
                .collect();
            let player = match lacking.as_slice() {
                [] => continue,
                [side] => names.get(*side).map_or(
                    ["the first player", "the second player"][*side].to_string(),
                    |n| format!("`{n}`"),
                ),
                _ => "neither player".to_string(),
            };
            let gives = if lacking.len() > 1 { "a" } else { "no" };
            cx.error(
                *lost,
                format!("`lost {name}`: the setup gives {player} {gives} `{name}`, so none can be lost and `{}` could never become one: leave out `lost`, or the kind", p.name),
            );
        }
    }
}
