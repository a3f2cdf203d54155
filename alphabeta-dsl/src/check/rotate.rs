//! `moves: place then rotate 3 x 3`: the blocks must be squares that cut
//! the board, in a game of stones placed anywhere that nothing else
//! changes.

use super::stones::is_counted;
use super::{Geometry, Parts};
use crate::ctxt::Ctxt;
use crate::ir::MOST_TURNS;

/// Runs the rules of `then rotate` on the game, if it has one.
pub fn check(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let Some(r) = parts.moves.and_then(|m| m.rotate) else {
        return;
    };
    rotates_only_placed_stones(parts, g, cx);
    let (w, h) = (r.width.value, r.height.value);
    if w != h {
        cx.error(
            r.height.span,
            format!("a quarter turn takes a square onto itself, not a {w} x {h} block: write `rotate {w} x {w}`"),
        );
        return;
    }
    if w < 2 {
        cx.error(
            r.width.span,
            format!("a {w} x {w} block turned a quarter turn is the same block: the rotation would change nothing; blocks are at least 2 x 2"),
        );
        return;
    }
    let (width, height) = (g.width as u64, g.height as u64);
    if width % w != 0 || height % w != 0 {
        let uneven = if width % w != 0 { width } else { height };
        cx.error(
            r.width.span,
            format!("a {width} x {height} board is not cut into {w} x {w} blocks: {uneven} is not a multiple of {w}"),
        );
        return;
    }
    let turns = 2 * (width / w) * (height / w);
    let moves = width * height * turns;
    if moves > MOST_TURNS as u64 {
        cx.error(
            r.width.span,
            format!("{} cells and {turns} quarter turns make {moves} moves a position, more than the {MOST_TURNS} a move list holds: cut the board into larger blocks", width * height),
        );
    }
}

/// A rotation turns stones placed anywhere on a square board, in a game
/// whose stones only the rotation moves.
fn rotates_only_placed_stones(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let Some(m) = parts.moves else {
        return;
    };
    let Some(r) = m.rotate else {
        return;
    };
    if parts.piece_game || parts.points.is_some() {
        cx.error(
            r.span,
            "`then rotate` turns the blocks of a board of stones, `moves: place`, not of pieces or points",
        );
    } else if is_counted(parts) {
        cx.error(
            r.span,
            "`then rotate` is not a rule of a counted game of stones: a rotation would move stones that surround or are surrounded",
        );
    }
    if g.hex || g.dark || g.outline.is_some() {
        cx.error(
            r.span,
            "`then rotate` turns square blocks of square cells: a `hex` or `dark` board has none",
        );
    }
    if let Some((_, span)) = parts.custodial {
        cx.error_with_note(
            r.span,
            "`then rotate` cannot go with `captures: custodial(n)`: the rotation would enclose stones no stone was placed against",
            span,
            "the capture rule",
        );
    }
    if let Some(turns) = parts.turns {
        cx.error_with_note(
            r.span,
            "`then rotate` ends every turn with a rotation, so a turn places one stone: `turns:` cannot go with it",
            turns.span,
            "the `turns:` section",
        );
    }
}
