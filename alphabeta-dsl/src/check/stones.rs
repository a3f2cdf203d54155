//! The rules of placement games: stones on an empty board, ending by lines,
//! connections and a full board.

use super::{Geometry, Parts};
use crate::ctxt::Ctxt;
use crate::syntax::{Condition, EdgePair, GameDef, Test};
use crate::vocab::{Edge, GroupGoal, HexOutline, MoveWord, Section as Keyword, Verdict};

/// The most columns Go's letters name: `A` to `Z` without `I`.
const GO_LETTERS: usize = 25;

/// Runs the rules of lines and connections on the game's conditions.
pub fn check(parts: &Parts, geometry: Geometry, cx: &mut Ctxt) {
    moving_needs_pieces(parts, cx);
    counted_words_need_placed_stones(parts, cx);
    custodial_captures_fit_placed_stones(parts, geometry, cx);
    captured_stones_need_captures(parts, cx);
    turns_place_one_or_two_stones(parts, cx);
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

/// Custodial capture takes stones placed on any empty cell, and a capture
/// of `n` needs a line of `n` enemy stones and two of the mover's.
fn custodial_captures_fit_placed_stones(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let Some((n, span)) = parts.custodial else {
        return;
    };
    // A game of pieces' custodial capture is checked with its pieces.
    if parts.piece_game {
        return;
    }
    if is_counted(parts) {
        cx.error(span, "`captures: custodial(n)` is not a rule of a counted game of stones, which captures by `captures: surrounded`");
        return;
    }
    if let Some(m) = parts.moves.filter(|m| m.kind != MoveWord::Place) {
        cx.error_with_note(
            span,
            format!("`captures: custodial(n)` needs stones placed on any empty cell, `moves: place`, not `{}`: a capture would leave stones floating", m.kind),
            m.span,
            "the kind of move",
        );
    }
    let longest = g.width.max(g.height) as u64;
    if n.value == 0 {
        cx.error(
            n.span,
            "`custodial(0)` encloses no stone: a capture takes at least 1",
        );
    } else if n.value + 2 > longest {
        cx.error(
            n.span,
            format!(
                "`custodial({})` needs {} cells in a row, the enclosed stones and one of the mover's at each end: more than a {} x {} board has",
                n.value,
                n.value + 2,
                g.width,
                g.height
            ),
        );
    }
}

/// Counting captured stones needs a rule that captures them, and a count
/// that captures of `n` stones at a time can reach exactly.
fn captured_stones_need_captures(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        let Test::CapturedStones(k) = &c.test else {
            continue;
        };
        let Some((n, _)) = parts.custodial else {
            cx.error(
                c.span,
                format!("`{verdict}: {}` counts captured stones, but nothing captures stones here: add `captures: custodial(2)`", c.test),
            );
            continue;
        };
        if k.value == 0 {
            cx.error(
                k.span,
                "`captured(0 stones)` holds before the first move: count at least 1",
            );
        } else if n.value > 0 && k.value % n.value != 0 {
            let up = k.value.div_ceil(n.value) * n.value;
            cx.error(
                k.span,
                format!(
                    "captures take {} stones at a time, so `captured({} stones)` first holds at {up}: write `captured({up} stones)`",
                    n.value, k.value
                ),
            );
        }
    }
}

/// A turn places one or two stones on any empty cell; several a turn are
/// counted as a set, which captures would make depend on their order.
fn turns_place_one_or_two_stones(parts: &Parts, cx: &mut Ctxt) {
    let Some(turns) = parts.turns else {
        return;
    };
    if parts.piece_game || is_counted(parts) {
        cx.error(
            turns.span,
            "`turns:` counts stones placed with `moves: place`, in a game that is not counted",
        );
        return;
    }
    if let Some(m) = parts.moves.filter(|m| m.kind != MoveWord::Place) {
        cx.error_with_note(
            turns.span,
            format!(
                "`turns:` places stones on any empty cell, `moves: place`, not `{}`",
                m.kind
            ),
            m.span,
            "the kind of move",
        );
    }
    if let Some((_, span)) = parts.custodial {
        cx.error_with_note(
            turns.span,
            "`turns:` of several stones cannot go with `captures: custodial(n)`: what a turn's stones capture would depend on their order",
            span,
            "the capture rule",
        );
    }
    for n in &turns.counts {
        if n.value == 0 {
            cx.error(n.span, "a turn places at least 1 stone");
        } else if n.value > 2 {
            cx.error(
                n.span,
                format!("a turn places at most 2 stones, not {}", n.value),
            );
        }
    }
    if turns.counts.iter().all(|n| n.value == 1) {
        cx.error(
            turns.span,
            "every turn places one stone already: remove `turns:`, or say which turns place 2",
        );
    }
    // The position counts its place in the schedule in a byte.
    if let Some(n) = turns.counts.get(usize::from(u8::MAX)) {
        cx.error(
            n.span,
            format!(
                "`turns:` lists {} counts, and a game keeps at most 255: the last count repeats, so list only the turns before it settles",
                turns.counts.len()
            ),
        );
    }
}

/// Whether `earlier` holds every time `later` does, so `later` never decides.
fn implies(earlier: &Test, later: &Test) -> bool {
    match (earlier, later) {
        (Test::CapturedStones(m), Test::CapturedStones(n)) => m.value <= n.value,
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
        (Test::Group(a), Test::Group(b)) => a == b,
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
/// board always has a connection (the Hex theorem), and on a hex triangle
/// a group touching all three sides (the Y theorem): the condition that
/// makes it so, if any.
fn full_board_always_decided<'a>(parts: &Parts<'a>, g: Geometry) -> Option<&'a Condition> {
    if !g.hex {
        return None;
    }
    let triangle = g.outline == Some(HexOutline::Triangle);
    parts.ends.iter().find_map(|&(v, c)| {
        if v == Verdict::Draw {
            return None;
        }
        match (&c.test, connect_edges(&c.test)) {
            (_, Some([a, b])) if a != b => Some(c),
            (Test::Group(GroupGoal::AllSides), _) if triangle => Some(c),
            _ => None,
        }
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
            format!("`{v}: full` can never happen: a hex {} cannot fill up before one player connects", if g.outline == Some(HexOutline::Triangle) { "triangle" } else { "board" }),
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

/// Whether the game is a counted game of stones: stones placed, with
/// passes, a score or capture by surrounding (Go).
pub fn is_counted(parts: &Parts) -> bool {
    !parts.piece_game
        && (parts.surround.is_some()
            || parts.score.is_some()
            || parts
                .moves
                .is_some_and(|m| m.pass.is_some() && m.kind != MoveWord::Move))
}

/// The rules of a counted game of stones, which keeps to its own sections.
pub fn check_counted(game: &GameDef, parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    counted_sections_only(game, cx);
    the_score_decides_alone(parts, cx);
    super::royal::repetition_rules_are_sound(parts, cx);
    surrounding_needs_placed_stones(parts, cx);
    passes_and_the_score_go_together(game, parts, cx);
    vertices_have_go_letters(parts, g, cx);
}

/// `moves: move or pass` lets pieces that move pass instead; stones are
/// placed.
fn moving_needs_pieces(parts: &Parts, cx: &mut Ctxt) {
    if let Some(m) = parts.moves.filter(|m| m.kind == MoveWord::Move) {
        if parts.pieces.is_empty() {
            cx.error(m.span, "`moves: move or pass` lets pieces that move pass instead, and this game has none: declare them with `piece Name { ... }`, or place stones with `moves: place`");
        }
    }
}

/// Surrounding, passing and counting are words of stones placed on a
/// board; pieces capture by their own moves and end by their own rules.
fn counted_words_need_placed_stones(parts: &Parts, cx: &mut Ctxt) {
    if !parts.piece_game {
        return;
    }
    if let Some(span) = parts.surround {
        cx.error(span, "`captures: surrounded` takes stones placed with `moves: place`; pieces capture by their own moves");
    }
    if let Some((score, _)) = parts.score {
        cx.error(score.span, "`score:` counts a board of stones placed with `moves: place or pass`; a game of pieces ends by its own rules");
    }
    if let Some(pass) = parts
        .moves
        .filter(|m| m.kind != MoveWord::Move)
        .and_then(|m| m.pass)
    {
        cx.error(pass, "a flipping game passes only when it cannot move, by `no moves: pass`; remove `or pass`");
    }
}

/// The sections of piece games have no meaning in a counted game, where
/// a player may always pass.
fn counted_sections_only(game: &GameDef, cx: &mut Ctxt) {
    for keyword in [Keyword::Setup, Keyword::Zone, Keyword::NoMoves] {
        if let Some(s) = game.sections.iter().find(|s| s.keyword == Some(keyword)) {
            let colon = if keyword.rule().named { "" } else { ":" };
            cx.error(s.span, format!("`{keyword}{colon}` is not a rule of a counted game of stones, which starts empty and where a player may always pass"));
        }
    }
    if let Some(s) = game
        .sections
        .iter()
        .find(|s| matches!(s.body, crate::syntax::Body::Captures(_)))
    {
        cx.error(s.span, "`captures: mandatory`, `to hand` and `explode` need pieces that move; stones capture by `captures: surrounded`");
    }
}

/// A counted game ends when both players pass, and the count decides it.
fn the_score_decides_alone(parts: &Parts, cx: &mut Ctxt) {
    let Some((score, _)) = parts.score else {
        return;
    };
    // A repetition is the one end beside the count: stones taken let a
    // position come back, and the game could go on for ever.
    for (verdict, c) in parts
        .ends
        .iter()
        .filter(|(_, c)| !matches!(c.test, Test::Repetition { .. }))
    {
        cx.error_with_note(
            c.span,
            format!("`{verdict}: {}` cannot end a counted game: it ends when both players pass in a row, and `score:` decides it (a repetition rule may stand beside it)", c.test),
            score.span,
            "the count",
        );
    }
}

/// Surrounding takes stones placed anywhere; stones that fall into
/// columns are not supported.
fn surrounding_needs_placed_stones(parts: &Parts, cx: &mut Ctxt) {
    let Some(span) = parts.surround else { return };
    if let Some(m) = parts.moves.filter(|m| m.kind != MoveWord::Place) {
        cx.error_with_note(
            span,
            format!("`captures: surrounded` needs stones placed on any empty cell, `moves: place or pass`, not `{}`", m.kind),
            m.span,
            "the kind of move",
        );
    }
}

/// Two passes in a row end the game and the count decides it, so a game
/// that passes counts, and a game that counts ends by passes.
fn passes_and_the_score_go_together(game: &GameDef, parts: &Parts, cx: &mut Ctxt) {
    // A section that did not parse (reported) may have said what is missing.
    if game.sections.iter().any(|s| {
        (s.is(Keyword::Moves) || s.is(Keyword::Score))
            && matches!(s.body, crate::syntax::Body::Invalid)
    }) {
        return;
    }
    let pass = parts.moves.and_then(|m| m.pass);
    match (pass, parts.score) {
        (Some(pass), None) => cx.error(
            pass,
            "two passes in a row end the game, and nothing says who wins then: add `score: area`",
        ),
        (None, Some((score, _))) => cx.error(
            score.span,
            "`score:` counts the board when both players pass in a row, but nobody may pass: write `moves: place or pass`",
        ),
        (None, None) => {
            if let Some(span) = parts.surround {
                cx.error(span, "a game of `captures: surrounded` may never fill its board: let the players pass and count, with `moves: place or pass` and `score: area`");
            }
        }
        (Some(_), Some(_)) => {}
    }
}

/// Moves are written as Go writes them, with a letter a column.
fn vertices_have_go_letters(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    if g.width > GO_LETTERS {
        if let Some(board) = parts.board {
            cx.error(
                board.width.span,
                format!("a counted game writes its moves as Go does, with the letters A to Z without I: at most {GO_LETTERS} columns, not {}", g.width),
            );
        }
    }
}
