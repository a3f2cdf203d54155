//! The rules of captures named by the pieces they take ([`crate::ir::taking`]):
//! flying jumps and `captures: most`, one function each.

use super::cells::Geometry;
use super::Parts;
use crate::ctxt::Ctxt;
use crate::ir::taking;
use crate::syntax::PieceRule;

/// Runs every rule of flying jumps and `captures: most`.
pub fn check(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    most_takes_by_jumping(parts, cx);
    most_is_already_mandatory(parts, cx);
    most_counts_only_jumps(parts, cx);
    sets_fit_in_a_move(parts, g, cx);
}

/// `captures: most` counts the pieces a chain of jumps takes, so some
/// piece jumps.
fn most_takes_by_jumping(parts: &Parts, cx: &mut Ctxt) {
    let Some(most) = parts.captures.and_then(|c| c.most) else {
        return;
    };
    let jumps = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .any(|r| matches!(r, PieceRule::Jump { .. }));
    if !jumps {
        cx.error(most, "`captures: most` counts the pieces a chain of jumps takes, but no piece jumps: add a `jump diagonal over enemy chain`");
    }
}

/// `most` makes captures mandatory already: saying both is saying it twice.
fn most_is_already_mandatory(parts: &Parts, cx: &mut Ctxt) {
    let Some(c) = parts.captures else { return };
    if let (Some(most), Some(mandatory)) = (c.most, c.mandatory) {
        cx.error_with_note(
            mandatory,
            "`captures: most` already makes captures mandatory: leave out `mandatory`",
            most,
            "`most`",
        );
    }
}

/// Under `captures: most` a capture by replacement would take one piece
/// beside chains that take several: which one the rule prefers is not
/// said, so every capture is a jump.
fn most_counts_only_jumps(parts: &Parts, cx: &mut Ctxt) {
    if parts.captures.and_then(|c| c.most).is_none() {
        return;
    }
    for p in &parts.pieces {
        for rule in &p.rules {
            if let PieceRule::Move(m) = rule {
                if m.target.captures() {
                    cx.error(m.dirs.span, format!("`captures: most` counts the pieces chains of jumps take, and this move of `{}` takes by landing on an enemy: give it `to empty`, and capture by `jump`", p.name));
                }
            }
        }
    }
}

/// A capture named by its set holds a bit for each cell a jump can take a
/// piece on, beside its two cells: they fit in 64 bits.
fn sets_fit_in_a_move(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let most = parts.captures.and_then(|c| c.most);
    let flying = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .find_map(|r| match r {
            PieceRule::Jump { flying, .. } => *flying,
            _ => None,
        });
    let Some(at) = flying.or(most) else { return };
    let vectors: Vec<(i32, i32)> = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .filter_map(|r| match r {
            PieceRule::Jump { dirs, .. } => Some(dirs.vectors.iter().copied()),
            _ => None,
        })
        .flatten()
        .collect();
    let cells = taking::takeable((g.width, g.height, g.dark), &vectors);
    let bits = taking::bits(g.width * g.height, cells.len());
    if bits > 64 {
        cx.error(at, format!(
            "a capture is named by the pieces it takes, and a {} x {} board has {} cells a jump can take on: with its two cells, {bits} bits, more than a move of 64 holds: use a smaller board",
            g.width, g.height, cells.len()
        ));
    }
}
