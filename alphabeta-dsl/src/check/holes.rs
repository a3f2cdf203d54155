//! `without`: the holes of a board. They are resolved to cell indices
//! first, so that every later check (setups, zones) sees the board as it
//! is; then the board left must be one piece, and the rules must be ones
//! that holes keep exact.

use super::{Geometry, Parts};
use crate::ctxt::Ctxt;
use crate::ir::Holes;
use crate::syntax::{BoardSpec, HoleItem, PieceRule};
use crate::vocab::MoveWord;

/// The holes `board:` names, each a cell of its rectangle; none when it
/// names none, or when a name is wrong (reported).
pub fn resolve(board: &BoardSpec, g: Geometry, cx: &mut Ctxt) -> Holes {
    let Some(spec) = &board.holes else {
        return Holes::default();
    };
    let (w, h) = (g.width, g.height);
    let mut cells = Vec::new();
    for item in &spec.items {
        match item {
            HoleItem::Corners { width, height, .. } => {
                if let Some(zero) = [width, height].into_iter().find(|n| n.value == 0) {
                    cx.error(
                        zero.span,
                        format!(
                            "`corners {} x {}` cuts nothing: each corner block is at least 1 x 1 (leave `without` out for the whole rectangle)",
                            width.value, height.value
                        ),
                    );
                }
                let (cw, ch) = (width.value.min(64) as usize, height.value.min(64) as usize);
                for row in 0..h {
                    for col in 0..w {
                        let near_col = col < cw || col + cw >= w;
                        let near_row = row < ch || row + ch >= h;
                        if near_col && near_row {
                            cells.push(col + row * w);
                        }
                    }
                }
            }
            HoleItem::Cell(name, span) => match g.cell_named(name) {
                Some(cell) => cells.push(cell),
                None => cx.error(
                    *span,
                    format!(
                        "`{name}` is outside the {w} x {h} board: `without` names cells of the rectangle, `a1` to `{}`",
                        g.cell_name(w * h - 1)
                    ),
                ),
            },
        }
    }
    let holes = Holes::of(cells);
    if board_is_one_piece(board, g, holes, cx) {
        holes
    } else {
        Holes::default()
    }
}

/// The cells left are at least one, and each reaches every other by steps
/// to a neighbour on the board (sideways or up and down, and on hexes the
/// two diagonals of the hex lattice): a board in two pieces would be two
/// games.
fn board_is_one_piece(board: &BoardSpec, g: Geometry, holes: Holes, cx: &mut Ctxt) -> bool {
    let Some(spec) = &board.holes else {
        return true;
    };
    let (w, h) = (g.width, g.height);
    let on: Vec<usize> = (0..w * h).filter(|&c| !holes.contains(c)).collect();
    let Some(&first) = on.first() else {
        cx.error(
            spec.span,
            format!("`without` leaves no cell of the {w} x {h} board: a board needs at least one"),
        );
        return false;
    };
    let steps: &[(i32, i32)] = if g.hex {
        &[(1, 0), (-1, 0), (0, 1), (0, -1), (-1, 1), (1, -1)]
    } else {
        &[(1, 0), (-1, 0), (0, 1), (0, -1)]
    };
    let mut reached = vec![false; w * h];
    reached[first] = true;
    let mut todo = vec![first];
    while let Some(c) = todo.pop() {
        let (col, row) = ((c % w) as i32, (c / w) as i32);
        for (dx, dy) in steps {
            let (x, y) = (col + dx, row + dy);
            if x < 0 || y < 0 || x >= w as i32 || y >= h as i32 {
                continue;
            }
            let n = x as usize + y as usize * w;
            if !holes.contains(n) && !reached[n] {
                reached[n] = true;
                todo.push(n);
            }
        }
    }
    if let Some(&apart) = on.iter().find(|&&c| !reached[c]) {
        cx.error(
            spec.span,
            format!(
                "`without` cuts the {w} x {h} board in pieces: `{}` cannot be reached from `{}` by steps between cells on the board",
                g.cell_name(apart),
                g.cell_name(first)
            ),
        );
        return false;
    }
    true
}

/// The rules that holes keep exact; the others are refused at their word.
pub fn check(parts: &Parts, counted: bool, cx: &mut Ctxt) {
    let Some(spec) = parts.board.and_then(|b| b.holes.as_ref()) else {
        return;
    };
    let board = parts.board.expect("holes are in a board");
    let refuse = |cx: &mut Ctxt, span, what: &str, why: &str| {
        cx.error(
            span,
            format!("a board with holes (`without`) does not go with {what}: {why}"),
        );
    };
    if let Some(span) = board.dark {
        refuse(
            cx,
            span,
            "`dark`",
            "draughts number every dark square of the rectangle",
        );
    }
    if let Some(span) = board.boxes {
        refuse(
            cx,
            span,
            "`boxes`",
            "a board of boxes is the lines around every box",
        );
    }
    if let Some((_, span)) = parts.points {
        refuse(
            cx,
            span,
            "`points:`",
            "a board of points already leaves out the cells it does not list",
        );
    }
    if counted {
        refuse(
            cx,
            spec.span,
            "a counted game",
            "area scoring counts a whole board",
        );
    }
    if let Some(m) = parts.moves {
        if m.kind == MoveWord::Drop {
            refuse(
                cx,
                m.span,
                "`drop`",
                "a stone dropped into a column would fall past a hole",
            );
        }
        if let Some(r) = &m.rotate {
            refuse(
                cx,
                r.span,
                "`then rotate`",
                "a turned block would carry stones onto holes",
            );
        }
    }
    for piece in &parts.pieces {
        for rule in &piece.rules {
            match rule {
                PieceRule::Castle { span, .. } => refuse(
                    cx,
                    *span,
                    "`castle`",
                    "the king and rook cross the cells of their row between them",
                ),
                PieceRule::Move(m) if m.lame => refuse(
                    cx,
                    piece.name.span(),
                    "a lame leap (`n`)",
                    "the cell it crosses may be a hole",
                ),
                PieceRule::Move(m) => {
                    if let Some(span) = m.by_count {
                        refuse(
                            cx,
                            span,
                            "`slide ... by count`",
                            "the pieces counted on a line would be counted across a hole",
                        );
                    }
                }
                _ => {}
            }
        }
    }
}
