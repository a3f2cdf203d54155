//! The end conditions by material: `extinct`, `fewer than` and `bare`,
//! and the counting rules, whose limits the material sets.

use super::resolve::Resolution;
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{Counting, Test};
use crate::vocab::Verdict;

/// Runs the rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    counts_are_possible(parts, cx);
    bare_names_the_royal_piece(parts, cx);
    counting_is_one_draw_rule(parts, cx);
    counting_limits_can_apply(parts, cx);
}

/// Runs the rules that need the setup.
pub fn check_resolved(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    nothing_is_extinct_at_the_start(parts, r, cx);
    counting_has_no_hands(parts, r, cx);
}

/// The counting rules, with the span of `counting`.
fn countings<'a>(
    parts: &'a Parts,
) -> impl Iterator<Item = (Verdict, &'a Counting, proc_macro2::Span)> + 'a {
    parts.ends.iter().filter_map(|(verdict, c)| match &c.test {
        Test::Counting(counting) => Some((*verdict, counting, c.span)),
        _ => None,
    })
}

/// A count that runs out draws, and a position keeps one count: one
/// `counting` rule, under `draw:`, in a game with a royal piece (the
/// player who counts is the one reduced towards it).
fn counting_is_one_draw_rule(parts: &Parts, cx: &mut Ctxt) {
    let mut first = None;
    for (verdict, counting, span) in countings(parts) {
        if verdict != Verdict::Draw {
            cx.error(
                span,
                format!("`{verdict}: {counting}`: a count that runs out draws the game: write it under `draw:`"),
            );
        }
        if let Some(at) = first {
            cx.error_with_note(
                span,
                "a game keeps one count: write its limits in one `counting(...)`",
                at,
                "the first `counting`",
            );
        }
        first.get_or_insert(span);
        if parts.royal.is_none() && counting.bare.is_none() {
            cx.error(
                span,
                "`counting` counts for a player reduced towards their royal piece: add `royal: King`",
            );
        }
    }
}

/// Limits count from 1 to 255 moves against 1 to 255 pieces, and a limit
/// after one against anything would never be read.
fn counting_limits_can_apply(parts: &Parts, cx: &mut Ctxt) {
    for (_, counting, _) in countings(parts) {
        let limits = counting.bare.iter().flat_map(|b| &b.limits);
        let moves = counting
            .board
            .iter()
            .chain(limits.clone().map(|l| &l.moves));
        for n in moves {
            if n.value == 0 || n.value > 255 {
                cx.error(
                    n.span,
                    format!("a count's limit is from 1 to 255 moves, not {}", n.value),
                );
            }
        }
        let mut unconditional = None;
        for limit in limits {
            if let Some(at) = unconditional {
                cx.error_with_note(
                    limit.moves.span,
                    format!(
                        "`{limit}` is never read: the limit before it applies against any pieces"
                    ),
                    at,
                    "the limit against any pieces",
                );
            }
            match &limit.against {
                Some((n, _)) if n.value == 0 || n.value > 255 => cx.error(
                    n.span,
                    format!("`against` counts from 1 to 255 pieces, not {}", n.value),
                ),
                Some(_) => {}
                None => {
                    unconditional.get_or_insert(limit.moves.span);
                }
            }
        }
    }
}

/// The count weighs the material on the board: a piece in hand could come
/// back by a drop that no count foresees, so counting goes without hands.
fn counting_has_no_hands(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    let to_hand = parts.captures.and_then(|c| c.to_hand).is_some();
    let held = r.setup.hand.iter().flatten().any(|&n| n > 0);
    if !(to_hand || held) {
        return;
    }
    for (_, _, span) in countings(parts) {
        cx.error(
            span,
            "`counting` weighs the pieces on the board, and a game with hands brings pieces back by drops: counting goes without hands",
        );
    }
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
        let (king, written) = match &c.test {
            Test::Bare { king, .. } => (king, format!("`{verdict}: bare {king}`")),
            Test::Counting(Counting { bare: Some(b), .. }) => {
                (&b.king, format!("`counting(... bare {} ...)`", b.king))
            }
            _ => continue,
        };
        match parts.royal {
            Some((royal, _)) if royal == king => {}
            Some((royal, at)) => cx.error_with_note(
                king.span(),
                format!("{written} names the piece left alone, the royal one: write `bare {royal}`"),
                at,
                "`royal:`",
            ),
            None => cx.error(
                king.span(),
                format!("{written} counts the royal piece left alone: add `royal: {king}`, or write `extinct` for the pieces a player must keep"),
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
