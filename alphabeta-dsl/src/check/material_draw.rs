//! The draws by material (`draw: 16 moves with 3 King against King`):
//! what a user can get wrong in one.

use super::resolve::{EndResolution, Resolution};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{Condition, MaterialDraw, Pattern, Range, Test};
use crate::vocab::Verdict;

/// The most moves a rule counts: its plies fit the position's `u16`
/// counter with room to spare.
const MOST_MOVES: u64 = 10_000;

/// The draws by material, with their verdicts and conditions.
fn rules<'a>(
    parts: &'a Parts,
) -> impl Iterator<Item = (Verdict, &'a Condition, &'a MaterialDraw)> + 'a {
    parts.ends.iter().filter_map(|(verdict, c)| match &c.test {
        Test::Material(m) => Some((*verdict, *c, m)),
        _ => None,
    })
}

/// Runs the rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c, rule) in rules(parts) {
        if verdict != Verdict::Draw {
            cx.error(
                c.span,
                format!("`{rule}` is a draw by material, not a {verdict}: write it under `draw:`"),
            );
        }
        if rule.moves.value == 0 || rule.moves.value > MOST_MOVES {
            cx.error(
                rule.moves.span,
                format!(
                    "a draw by material counts from 1 to {MOST_MOVES} moves, not {}",
                    rule.moves.value
                ),
            );
        }
        for pattern in &rule.patterns {
            ranges_are_counts(pattern, cx);
            kinds_are_named_once(pattern, cx);
        }
    }
}

/// Each range runs upwards, and counts at most 255 pieces.
fn ranges_are_counts(pattern: &Pattern, cx: &mut Ctxt) {
    let ranges: Vec<Range> = match pattern {
        Pattern::Sides(sides) => sides.iter().flatten().map(|t| t.count).collect(),
        Pattern::Total { count, .. } => vec![*count],
    };
    for r in ranges {
        let high = r.high.unwrap_or(r.low);
        if high < r.low {
            cx.error(
                r.span,
                format!(
                    "`{r}` counts no number of pieces: write the fewest first, as in `{high}..={}`",
                    r.low
                ),
            );
        } else if high > 255 {
            cx.error(
                r.span,
                format!("`{r}`: a pattern counts at most 255 pieces"),
            );
        }
    }
}

/// A side names each kind once: `King and 2 King` is `3 King`.
fn kinds_are_named_once(pattern: &Pattern, cx: &mut Ctxt) {
    let Pattern::Sides(sides) = pattern else {
        return;
    };
    for terms in sides {
        for (i, t) in terms.iter().enumerate() {
            if let Some(first) = terms[..i].iter().find(|u| u.kind == t.kind) {
                cx.error_with_note(
                    t.kind.span(),
                    format!(
                        "`{}` is counted twice on one side: write its count once, as in `{} {}`",
                        t.kind,
                        t.count.low + first.count.low,
                        t.kind
                    ),
                    first.kind.span(),
                    "counted first here",
                );
            }
        }
    }
}

/// Runs the rules that need the setup: the pieces on the board are those
/// set up, so that a pattern needing more can never match; the count
/// weighs the board, which drops refill.
pub fn check_resolved(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    let to_hand = parts.captures.and_then(|c| c.to_hand).is_some();
    let held = r.setup.hand.iter().flatten().any(|&n| n > 0);
    let flipping = parts.moves.is_some_and(|m| m.flipping.is_some());
    // A side never has more pieces than it sets up: a promotion changes a
    // piece's kind, never the number.
    let most: [u64; 2] = [0, 1].map(|s| r.setup.pieces[s].iter().map(|c| c.len() as u64).sum());
    for ((_, c), resolved) in parts.ends.iter().zip(&r.ends) {
        let (Test::Material(rule), EndResolution::Material(_)) = (&c.test, resolved) else {
            continue;
        };
        if to_hand || held {
            cx.error(
                c.span,
                "a draw by material weighs the pieces on the board, and a game with hands brings pieces back by drops: it goes without hands",
            );
        }
        if flipping {
            cx.error(
                c.span,
                "a draw by material counts pieces of kinds that move: `place flipping` changes the material with every move",
            );
        }
        for pattern in &rule.patterns {
            can_match(pattern, most, cx);
        }
    }
}

/// Whether some position of the game has the material `pattern` asks
/// for: each side at most the pieces it sets up.
fn can_match(pattern: &Pattern, most: [u64; 2], cx: &mut Ctxt) {
    let fewest = |terms: &[crate::syntax::Term]| terms.iter().map(|t| t.count.low).sum::<u64>();
    let (needed, fits) = match pattern {
        Pattern::Sides([a, b]) => {
            let (a, b) = (fewest(a), fewest(b));
            let fits = (a <= most[0] && b <= most[1]) || (a <= most[1] && b <= most[0]);
            (format!("{a} and {b} pieces"), fits)
        }
        Pattern::Total { count, .. } => (
            format!("{} pieces", count.low),
            count.low <= most[0] + most[1],
        ),
    };
    if !fits {
        cx.error(
            match pattern {
                Pattern::Sides([a, _]) => a[0].count.span,
                Pattern::Total { count, .. } => count.span,
            },
            format!(
                "no position has `{pattern}`: it needs {needed}, and the players set up {} and {}",
                most[0], most[1]
            ),
        );
    }
}
