//! The rules of the xiangqi family's words: pieces that stay in a zone,
//! hops, lame leaps, captures from some cells and royal pieces that may not
//! face each other.

use super::cells::Geometry;
use super::resolve::{Resolution, RuleResolution};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::PieceRule;

/// The rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    a_piece_stays_in_one_zone(parts, cx);
    tested_moves_have_no_hands(parts, cx);
}

/// A piece names the cells it stays in once: two zones would say
/// different things.
fn a_piece_stays_in_one_zone(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        let mut first = None;
        for rule in &p.rules {
            let PieceRule::Stays { span, .. } = rule else {
                continue;
            };
            match first {
                Some(f) => cx.error_with_note(
                    *span,
                    format!("`{}` has two `stays in` rules: name every cell it may stand on in one zone", p.name),
                    f,
                    "the first",
                ),
                None => first = Some(*span),
            }
        }
    }
}

/// A royal game whose pieces hop, leap lamely, stay in zones, capture only
/// from some cells or may not face finds its legal moves by playing them
/// out on the board; drops are not played out that way yet.
fn tested_moves_have_no_hands(parts: &Parts, cx: &mut Ctxt) {
    if parts.royal.is_none() {
        return;
    }
    let hands = parts.captures.and_then(|c| c.to_hand.map(|(span, _)| span));
    let Some(hand) = hands.or(parts.drops.map(|(_, span)| span)) else {
        return;
    };
    let mut uses = parts.facing.map(|_| "`not facing`");
    uses = uses.or(parts.facing_ends.map(|_| "`facing ends`"));
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        match rule {
            PieceRule::Stays { .. } => uses = uses.or(Some("`stays in`")),
            PieceRule::Move(m) if m.hop.is_some() => uses = uses.or(Some("a hop")),
            PieceRule::Move(m) if m.lame => uses = uses.or(Some("a lame leap")),
            PieceRule::Move(m) if m.within.is_some() => {
                uses = uses.or(Some("a move `within` cells"))
            }
            PieceRule::Move(m) if m.except.is_some() => uses = uses.or(Some("`except`")),
            PieceRule::Move(m) if m.from.is_some() && m.target.captures() => {
                uses = uses.or(Some("a capture `from` some cells"));
            }
            _ => {}
        }
    }
    if let Some(what) = uses {
        cx.error(hand, format!("hands do not go with {what} in a game with a royal piece yet: a drop's safety is worked out only for steps, leaps and slides"));
    }
}

/// A piece that stays in a zone starts there.
pub fn pieces_start_where_they_stay(parts: &Parts, r: &Resolution, g: Geometry, cx: &mut Ctxt) {
    let Some((_, setup_span)) = parts.setup else {
        return;
    };
    for (k, (p, rules)) in parts.pieces.iter().zip(&r.rules).enumerate() {
        let Some(zone) = rules.iter().find_map(|r| match r {
            RuleResolution::Stays(zone) => Some(zone),
            _ => None,
        }) else {
            continue;
        };
        for (side, player) in ["first", "second"].into_iter().enumerate() {
            let outside = r.setup.pieces[side]
                .get(k)
                .and_then(|cells| cells.iter().find(|c| !zone[side].contains(c)));
            if let Some(&cell) = outside {
                cx.error(
                    setup_span,
                    format!(
                        "`setup:` puts the {player} player's `{}` on `{}`, outside the cells it stays in",
                        p.name,
                        g.cell_name(cell)
                    ),
                );
            }
        }
    }
}
