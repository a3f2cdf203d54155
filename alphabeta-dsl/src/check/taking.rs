//! The rules of flying jumps and `captures: most` ([`crate::ir::taking`]),
//! one function each.

use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::PieceRule;

/// Runs every rule of flying jumps and `captures: most`.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    most_takes_by_jumping(parts, cx);
    most_is_already_mandatory(parts, cx);
    most_counts_only_jumps(parts, cx);
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
