//! The rules of placement games: stones on an empty board, ending by lines,
//! connections and a full board.

use super::{Geometry, Parts};
use crate::ctxt::Ctxt;
use crate::syntax::{Condition, EdgePair, GameDef, Test};
use crate::vocab::{Edge, MoveWord, Verdict};

/// Runs the rules of lines and connections on the game's conditions.
pub fn check(parts: &Parts, geometry: Geometry, cx: &mut Ctxt) {
    lines_fit_the_board(parts, geometry, cx);
    connections_join_opposite_edges(parts, cx);
    conditions_are_not_pre_empted(parts, cx);
}

/// Gravity pulls stones down the columns of a square board.
pub fn drop_needs_square_cells(parts: &Parts, geometry: Geometry, cx: &mut Ctxt) {
    if let Some(m) = parts.moves {
        if m.kind == MoveWord::Drop && geometry.hex {
            cx.error(
                m.span,
                "`drop` needs a square board: stones cannot fall down the columns of a `hex` board",
            );
        }
    }
}

/// A line must be at least two stones and fit on the board.
fn lines_fit_the_board(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let longest = g.width.max(g.height) as u64;
    for (_, c) in &parts.ends {
        if let Test::Line { n, .. } = &c.test {
            if n.value < 2 {
                cx.error(
                    n.span,
                    format!("`{}` is a single stone: a line needs at least 2", c.test),
                );
            } else if n.value > longest {
                let hex = if g.hex { "hex " } else { "" };
                cx.error(
                    n.span,
                    format!(
                        "`{}` can never fit on a {hex}{} x {} board",
                        c.test, g.width, g.height
                    ),
                );
            }
        }
    }
}

/// A connection joins two opposite edges, and both players have theirs.
fn connections_join_opposite_edges(parts: &Parts, cx: &mut Ctxt) {
    for (_, c) in &parts.ends {
        let Test::Connect {
            both,
            first,
            second,
        } = &c.test
        else {
            continue;
        };
        for p in [both, first, second].into_iter().flatten() {
            if !p.a.opposite(p.b) {
                cx.error(p.span, format!("`connect` joins two opposite edges, `top-bottom` or `left-right`, not `{p}`"));
            }
        }
        if both.is_none() {
            for (have, missing, name) in [(first, second, "second"), (second, first, "first")] {
                if have.is_some() && missing.is_none() {
                    cx.error(
                        c.span,
                        format!("`connect` names the edges of one player but not of `{name}`"),
                    );
                }
            }
            if first.is_none() && second.is_none() {
                cx.error(c.span, "`connect` needs edges, as in `connect(top-bottom)`");
            }
        }
    }
}

/// Whether `earlier` holds every time `later` does, so `later` never decides.
fn implies(earlier: &Test, later: &Test) -> bool {
    match (earlier, later) {
        (
            Test::Line {
                n: m,
                exactly: false,
            },
            Test::Line { n, .. },
        ) => m.value <= n.value,
        (
            Test::Line {
                n: m,
                exactly: true,
            },
            Test::Line { n, exactly: true },
        ) => m.value == n.value,
        (Test::Full, Test::Full) => true,
        (Test::Connect { .. }, Test::Connect { .. }) => {
            connect_edges(earlier) == connect_edges(later)
        }
        _ => false,
    }
}

/// The edges each player joins, in a canonical order.
pub fn connect_edges(t: &Test) -> Option<[(Edge, Edge); 2]> {
    let Test::Connect {
        both,
        first,
        second,
    } = t
    else {
        return None;
    };
    let key = |p: EdgePair| {
        if (p.a as u8) <= (p.b as u8) {
            (p.a, p.b)
        } else {
            (p.b, p.a)
        }
    };
    Some([key(both.or(*first)?), key(both.or(*second)?)])
}

/// Conditions are tested in order; one that an earlier one always pre-empts
/// can never be reached.
fn conditions_are_not_pre_empted(parts: &Parts, cx: &mut Ctxt) {
    let all = &parts.ends;
    for (j, (verdict, later)) in all.iter().enumerate() {
        if let Some((v, earlier)) = all[..j].iter().find(|(_, e)| implies(&e.test, &later.test)) {
            cx.error_with_note(
                later.span,
                format!(
                    "`{verdict}: {}` can never decide the game: `{v}: {}` is tested first and holds whenever it does",
                    later.test, earlier.test
                ),
                earlier.span,
                format!("`{v}: {}`", earlier.test),
            );
        }
    }
}

/// On a hex board where the players join different pairs of edges, a full
/// board always has a connection (the Hex theorem): the condition that
/// makes it so, if any.
fn full_board_always_decided<'a>(parts: &Parts<'a>, g: Geometry) -> Option<&'a Condition> {
    if !g.hex {
        return None;
    }
    parts
        .ends
        .iter()
        .find_map(|&(v, c)| match connect_edges(&c.test) {
            Some([a, b]) if v != Verdict::Draw && a != b => Some(c),
            _ => None,
        })
}

/// When the board fills up, something must say how the game ended.
pub fn a_full_board_has_a_verdict(game: &GameDef, parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let full = parts
        .ends
        .iter()
        .find(|(_, c)| matches!(c.test, Test::Full));
    match (full, full_board_always_decided(parts, g)) {
        (None, None) => cx.error(
            game.name.span(),
            format!("`{}` can fill its board with nobody winning: add `draw: full` to say what happens then", game.name),
        ),
        (Some((v, full)), Some(connect)) if connect_comes_first(parts, connect) => cx.error_with_note(
            full.span,
            format!("`{v}: full` can never happen: a hex board cannot fill up before one player connects"),
            connect.span,
            "the connection",
        ),
        _ => {}
    }
}

fn connect_comes_first(parts: &Parts, connect: &Condition) -> bool {
    for (_, c) in &parts.ends {
        if std::ptr::eq(*c, connect) {
            return true;
        }
        if matches!(c.test, Test::Full) {
            return false;
        }
    }
    false
}
