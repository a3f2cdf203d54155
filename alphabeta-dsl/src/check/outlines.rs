//! Hex boards cut to a triangle or a hexagon, and the goals about the shape
//! of a group: `connect(all sides)`, `ring`, `bridge` and `fork`.

use super::{Geometry, Parts, MAX_SIDE};
use crate::ctxt::Ctxt;
use crate::syntax::{OutlineSpec, Test};
use crate::vocab::{GroupGoal, HexOutline};

/// A triangle or hexagon has at least two cells a side, and its rhombus
/// fits the largest board.
pub fn side_is_supported(outline: OutlineSpec, cx: &mut Ctxt) -> bool {
    let OutlineSpec { kind, side, .. } = outline;
    let largest = kind.largest_side(MAX_SIDE as usize);
    if side.value < 2 {
        cx.error(
            side.span,
            format!(
                "a hex {kind} of side {} is {}: a board needs a side of at least 2",
                side.value,
                if side.value == 0 {
                    "empty"
                } else {
                    "a single cell"
                }
            ),
        );
        false
    } else if side.value > largest as u64 {
        let rhombus = kind.rhombus(usize::try_from(side.value).unwrap_or(usize::MAX));
        cx.error(
            side.span,
            format!(
                "a hex {kind} of side {} needs a rhombus of {rhombus} x {rhombus} cells, beyond the largest board ({MAX_SIDE} x {MAX_SIDE}): the largest {kind} has side {largest}",
                side.value
            ),
        );
        false
    } else {
        true
    }
}

/// The rules of cut outlines and of group goals.
pub fn check(parts: &Parts, g: Geometry, counted: bool, cx: &mut Ctxt) {
    outlines_are_for_placed_stones(parts, counted, cx);
    edges_need_a_whole_board(parts, g, cx);
    rings_need_hexes_and_room(parts, g, cx);
    forks_need_sides_beyond_their_corners(parts, g, cx);
}

/// The name of the board, for messages: `hex triangle of side 3`.
fn board_name(g: Geometry) -> String {
    match g.outline {
        Some(HexOutline::Triangle) => format!("hex triangle of side {}", g.width),
        Some(HexOutline::Hexagon) => format!("hex hexagon of side {}", g.width.div_ceil(2)),
        None if g.hex => format!("hex {} x {} board", g.width, g.height),
        None => format!("{} x {} board", g.width, g.height),
    }
}

/// A counted game (Go) scores and names a whole board; a cut outline is
/// for stones placed one by one until a group wins.
fn outlines_are_for_placed_stones(parts: &Parts, counted: bool, cx: &mut Ctxt) {
    let Some(outline) = parts.board.and_then(|b| b.outline) else {
        return;
    };
    if counted {
        cx.error(
            outline.span,
            format!(
                "a counted game of stones is played on a whole board: write `board: hex 9 x 9`, not `hex {}`",
                outline.kind
            ),
        );
    }
}

/// `top-bottom` and `left-right` are the edges of a rectangle or a rhombus;
/// a triangle or a hexagon has sides that are joined otherwise.
fn edges_need_a_whole_board(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let Some(outline) = g.outline else {
        return;
    };
    for (_, c) in &parts.ends {
        if let Test::Connect {
            both,
            first,
            second,
        } = &c.test
        {
            if let Some(pair) = both.or(*first).or(*second) {
                cx.error(
                    pair.span,
                    format!(
                        "a hex {outline} has no `{pair}` edges: its groups join sides with `connect(all sides)` or `fork`, and corners with `bridge`"
                    ),
                );
            }
        }
    }
}

/// A ring goes around a cell all six of whose neighbours are on the
/// board: only a board of hexes has rings, and only one with such a cell.
fn rings_need_hexes_and_room(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        if !matches!(c.test, Test::Group(GroupGoal::Ring)) {
            continue;
        }
        if !g.hex {
            cx.error(
                c.span,
                format!("`{verdict}: ring` needs a board of hexes, where a loop of stones closes around a cell: write `board: hex hexagon 8`"),
            );
        } else if !has_interior_cell(g) {
            let smallest = match g.outline {
                Some(HexOutline::Triangle) => "the smallest triangle with one has side 4",
                _ => "the smallest rhombus with one is 3 x 3",
            };
            cx.error(
                c.span,
                format!(
                    "`{verdict}: ring` can never happen on a {}: a ring goes around a cell whose six neighbours are all on the board, and {smallest}",
                    board_name(g)
                ),
            );
        }
    }
}

/// Whether some cell has all six neighbours on the board.
fn has_interior_cell(g: Geometry) -> bool {
    match g.outline {
        Some(HexOutline::Triangle) => g.width >= 4,
        Some(HexOutline::Hexagon) => g.width >= 3,
        None => g.width >= 3 && g.height >= 3,
    }
}

/// A fork touches three sides away from their corners: a side of two cells
/// is all corners.
fn forks_need_sides_beyond_their_corners(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let sides_with_more_than_corners = match g.outline {
        Some(HexOutline::Triangle) => 3 * usize::from(g.width >= 3),
        Some(HexOutline::Hexagon) => 6 * usize::from(g.width.div_ceil(2) >= 3),
        None => 2 * usize::from(g.width >= 3) + 2 * usize::from(g.height >= 3),
    };
    if sides_with_more_than_corners >= 3 {
        return;
    }
    for (verdict, c) in &parts.ends {
        if matches!(c.test, Test::Group(GroupGoal::Fork)) {
            cx.error(
                c.span,
                format!(
                    "`{verdict}: fork` can never happen on a {}: a fork touches three sides away from their corners, and this board has {sides_with_more_than_corners} sides longer than their two corners",
                    board_name(g)
                ),
            );
        }
    }
}
