//! The rules of `by count`: a slide of exactly as many cells as there are
//! pieces on its line (Lines of Action).

use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{MoveDef, PieceRule, ShotHow};

/// The rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(m) = rule else { continue };
        counted_slides_are_plain(m, cx);
        if let Some(ShotHow::Shoot(second)) = m.shot.as_ref().map(|s| &s.how) {
            if let Some(by) = second.by_count {
                cx.error(by, "`by count` moves a piece, not what a compound move shoots: write the shot as `step`, `slide` or `leap`");
            }
        }
    }
    counted_slides_have_no_royal_piece(parts, cx);
}

/// `by count` is said of a slide along lines, one cell at a time, that
/// neither hops nor shoots: the count is its length.
fn counted_slides_are_plain(m: &MoveDef, cx: &mut Ctxt) {
    let Some(by) = m.by_count else { return };
    let text = &m.dirs.text;
    let why = if !m.slide || text.starts_with("ride") {
        Some("`by count` goes with `slide`, which moves along a line a cell at a time: `slide any by count`")
    } else if m.count.is_some() {
        Some("a slide `by count` goes as far as the count of pieces on its line says: drop the number of cells")
    } else if m.shot.is_some() {
        Some("a slide `by count` is a single move; a compound move with `then` cannot count its line yet")
    } else if m.within.is_some() || m.except.is_some() {
        Some("a slide `by count` counts every piece on its line: `within` and `except` do not limit it")
    } else {
        None
    };
    if let Some(why) = why {
        cx.error(by, why);
    }
}

/// Which cells a slide by count attacks is not worked out for checks, so
/// a game with a royal piece cannot have one.
fn counted_slides_have_no_royal_piece(parts: &Parts, cx: &mut Ctxt) {
    let Some((royal, _)) = parts.royal else {
        return;
    };
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(MoveDef {
            by_count: Some(by), ..
        }) = rule
        else {
            continue;
        };
        cx.error(*by, format!("a slide `by count` cannot go beside a royal piece (`royal: {royal}`): the checks it gives are not worked out; end the game another way, such as `win: one group` or `captured all`"));
    }
}
