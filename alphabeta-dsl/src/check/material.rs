//! The end conditions by material: `extinct`, `fewer than` and `bare`.

use super::resolve::Resolution;
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::Test;

/// Runs the rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    counts_are_possible(parts, cx);
    bare_names_the_royal_piece(parts, cx);
}

/// Runs the rules that need the setup.
pub fn check_resolved(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    nothing_is_extinct_at_the_start(parts, r, cx);
}

/// `fewer than 0` never holds, and a position counts at most 255 pieces of
/// a kind.
fn counts_are_possible(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        let Test::Extinct { below, .. } = &c.test else {
            continue;
        };
        if below.value == 0 || below.value > 255 {
            cx.error(
                below.span,
                format!(
                    "`{verdict}: fewer than {}` counts from 1 to 255 pieces (`fewer than 1` is `extinct`)",
                    below.value
                ),
            );
        }
    }
}

/// A bare king is the royal piece left alone: the piece nothing can take,
/// so that a player always has it.
fn bare_names_the_royal_piece(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        let Test::Bare { king, .. } = &c.test else {
            continue;
        };
        match parts.royal {
            Some((royal, _)) if royal == king => {}
            Some((royal, at)) => cx.error_with_note(
                king.span(),
                format!("`{verdict}: bare {king}` names the piece left alone, the royal one: write `bare {royal}`"),
                at,
                "`royal:`",
            ),
            None => cx.error(
                king.span(),
                format!("`{verdict}: bare {king}` counts the royal piece left alone: add `royal: {king}`, or write `extinct` for the pieces a player must keep"),
            ),
        }
    }
}

/// A condition that holds at the start ends the game before its first
/// move.
fn nothing_is_extinct_at_the_start(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    for ((verdict, c), resolved) in parts.ends.iter().zip(&r.ends) {
        let (
            Test::Extinct {
                below,
                kinds: names,
            },
            super::resolve::EndResolution::Extinct(kinds),
        ) = (&c.test, resolved)
        else {
            continue;
        };
        for (name, &k) in names.iter().zip(kinds) {
            let fewest = (0..2)
                .map(|s| r.setup.pieces[s][k].len() as u64 + u64::from(r.setup.hand[s][k]))
                .min()
                .unwrap_or(0);
            if fewest < below.value {
                cx.error(
                    name.span(),
                    format!("`{verdict}: {}` holds at the start: a player sets up {fewest} `{name}`, and the game would end before its first move", c.test),
                );
            }
        }
    }
}
