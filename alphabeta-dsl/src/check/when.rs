//! `when(my_rule)`: rules of one's own in a game of placed stones.
//!
//! The compiler checks each function against the signature its place asks
//! for (the generated code names it, spanned at the user's path); this
//! checks that the place means something: a kind of move the function can
//! restrict, and a choice that some placement rule reads.

use super::stones::is_counted;
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::Test;
use proc_macro2::Span;

/// The most options a choice may offer: enough for any board of boards,
/// and few enough that a move stays one byte beside most boards' cells.
const MAX_OPTIONS: u64 = 64;

/// Runs the checks of `when(...)` on a game that is not on points.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    hooked_moves_are_placements(parts, cx);
    a_choice_is_read_by_the_placements(parts, cx);
}

/// The span of the first `when` of the moves, or else of the ends, if any:
/// a game with any of them is played by the code of rules of one's own.
fn first_when(parts: &Parts) -> Option<Span> {
    let moves = parts.moves.and_then(|m| {
        m.when
            .as_ref()
            .map(|w| w.span)
            .or(m.choose.as_ref().map(|c| c.span))
    });
    moves.or_else(|| {
        parts
            .ends
            .iter()
            .find(|(_, c)| matches!(c.test, Test::When(_)))
            .map(|(_, c)| c.span)
    })
}

/// A function restricts stones placed one a turn on an empty board, where
/// the generated code lists the cells and asks it of each: not flips,
/// whose cells the flips decide, not a counted game, whose pass and
/// captures it would have to know of, nor turns of several stones or
/// custodial captures.
fn hooked_moves_are_placements(parts: &Parts, cx: &mut Ctxt) {
    let Some(span) = first_when(parts) else {
        return;
    };
    // A `when(...)` end in a game of pieces is reported with the other
    // conditions of placement games there.
    let in_moves = parts
        .moves
        .is_some_and(|m| m.when.is_some() || m.choose.is_some());
    if parts.piece_game && !in_moves {
        return;
    }
    let other = if parts.moves.is_some_and(|m| m.flipping.is_some()) {
        Some("`place flipping`, whose cells the flips decide")
    } else if parts.piece_game {
        Some("pieces that move")
    } else if is_counted(parts) {
        Some("a counted game (`or pass`, `captures: surrounded`, `score:`)")
    } else if parts.turns.is_some() {
        Some("`turns:` of several stones")
    } else if parts.custodial.is_some() {
        Some("`captures: custodial(n)`")
    } else {
        None
    };
    if let Some(other) = other {
        cx.error(
            span,
            format!("`when(...)` restricts stones placed one a turn on an empty board, `moves: place when(my_rule)` or `drop when(my_rule)`; it cannot go with {other}"),
        );
    }
}

/// A choice places nothing: only a placement rule of one's own that looks
/// at it gives it a meaning, and it must offer something.
fn a_choice_is_read_by_the_placements(parts: &Parts, cx: &mut Ctxt) {
    let Some(m) = parts.moves else {
        return;
    };
    let Some(choose) = &m.choose else {
        return;
    };
    if m.when.is_none() {
        cx.error_with_note(
            choose.span,
            format!(
                "`or choose(...)` places nothing, so only a rule of one's own for the placements can read it: write `{} when(my_rule) or choose(...)`",
                m.kind
            ),
            m.span,
            "the placements, open everywhere",
        );
    }
    if m.kind == crate::vocab::MoveWord::Drop {
        cx.error_with_note(
            choose.span,
            "`or choose(...)` goes with `place`: a choice is written as its number, as a drop game writes its columns",
            m.span,
            "the columns",
        );
    }
    let n = choose.options.value;
    if n == 0 || n > MAX_OPTIONS {
        cx.error(
            choose.options.span,
            format!("`choose({n})`: a choice offers from 1 to {MAX_OPTIONS} options"),
        );
    }
}
