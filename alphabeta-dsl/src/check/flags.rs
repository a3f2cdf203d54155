//! Flags that wait for a reply (`reach(...) held`, `reach(...) unless
//! reached back`) and royal pieces that may not be checked (`royal: King
//! not checked`).

use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::Test;
use crate::vocab::FlagReply;

/// Runs the rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    reached_back_is_by_the_royal_piece(parts, cx);
    held_is_not_by_the_royal_piece(parts, cx);
    checks_can_be_given(parts, cx);
}

/// A reply can only undo a reach by reaching too when the piece that
/// reached can never be taken: the royal piece.
fn reached_back_is_by_the_royal_piece(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        let Test::Reach(_, by, Some((FlagReply::ReachedBack, at))) = &c.test else {
            continue;
        };
        match (parts.royal, by) {
            (Some((royal, _)), Some(by)) if by == royal => {}
            (Some((royal, section)), _) => cx.error_with_note(
                *at,
                format!("`{verdict}: {}`: only a reach by the royal piece, which is never taken, waits for the other to reach back: write `by {royal}`", c.test),
                section,
                "`royal:`",
            ),
            (None, _) => cx.error(
                *at,
                format!("`{verdict}: {}`: only a reach by a royal piece, which is never taken, waits for the other to reach back: add `royal:`, or write `held` for a piece that must survive the reply", c.test),
            ),
        }
    }
}

/// The royal piece is never taken, so a reach by it is always held (and
/// safe: no legal move leaves it attacked, and once there it wins).
fn held_is_not_by_the_royal_piece(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        let Test::Reach(_, Some(by), Some((FlagReply::Held | FlagReply::Safe, at))) = &c.test
        else {
            continue;
        };
        if let Some((royal, section)) = parts.royal.filter(|(royal, _)| *royal == by) {
            let why = match c.test {
                Test::Reach(_, _, Some((FlagReply::Safe, _))) => {
                    "no legal move leaves the royal piece attacked, so it is always safe"
                }
                _ => "the royal piece is never taken, so it is always held",
            };
            cx.error_with_note(
                *at,
                format!("`{verdict}: {}`: {why}: write `reach(...) by {royal}`, which decides at once, or `unless reached back`", c.test),
                section,
                "`royal:`",
            );
        }
    }
}

/// Under `royal: King not checked` no move gives check, so a condition
/// that counts checks could never hold.
fn checks_can_be_given(parts: &Parts, cx: &mut Ctxt) {
    let Some(not) = parts.checked else {
        return;
    };
    for (verdict, c) in &parts.ends {
        if matches!(c.test, Test::Checks(_) | Test::PerpetualCheck) {
            cx.error_with_note(
                c.span,
                format!(
                    "`{verdict}: {}` counts checks, and under `not checked` no move gives one",
                    c.test
                ),
                not,
                "`not checked`",
            );
        }
    }
}
