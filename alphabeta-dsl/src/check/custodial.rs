//! The custodial captures of pieces (tafl, hasami shogi): `captures:
//! custodial(n) [directions] [against cells]`, `Kind by 4 sides [in
//! cells]`, `Kind unarmed`; a move rule's `not at` and `not through`; and
//! `captured Kind`. Checked here, and resolved into the IR's
//! [`Custodial`].

use super::cells::{Geometry, Zones};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::ir::Custodial;
use crate::syntax::{MoveDef, Num, PieceRule, ShotHow, Test};
use proc_macro2::Span;

/// The rules that need only the declaration.
pub fn check(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let spec = parts.captures;
    let custodial = custodial_of(parts);
    if let Some((n, span)) = custodial {
        fits_the_board(n, g, cx);
        if let Some(dirs) = spec
            .and_then(|s| s.custodial.as_ref())
            .and_then(|c| c.dirs.as_ref())
        {
            let one_way = dirs
                .vectors
                .iter()
                .find(|(dx, dy)| !dirs.vectors.contains(&(-dx, -dy)));
            if one_way.is_some() {
                cx.error(dirs.span, format!("a custodial capture looks both ways along its lines, but `{}` goes one way: write `orthogonal`, `diagonal` or `any`", dirs.text));
            }
        }
        goes_with_the_other_rules(parts, span, cx);
    }
    if let Some(spec) = spec {
        let by_sides = spec.by_sides.iter().map(|b| b.kind.span());
        let unarmed = spec.unarmed.iter().map(|(_, at)| *at);
        if custodial.is_none() {
            if let Some(at) = spec.shieldwall {
                cx.error(at, "a shieldwall is a custodial capture of a row along the edge: add `custodial(1) orthogonal` to `captures:`, as in `captures: custodial(1) orthogonal, shieldwall`");
            }
            for at in by_sides.chain(unarmed) {
                cx.error(at, "this rule is about custodial captures: add `custodial(1)` to `captures:`, as in `captures: custodial(1) orthogonal, King by 4 sides`");
            }
        }
        for b in &spec.by_sides {
            if b.sides.value != 4 {
                cx.error(b.sides.span, format!("`by {} sides`: a piece is closed on its four sides, written `by 4 sides` (elsewhere, custodial captures take it between two)", b.sides.value));
            }
        }
        for (i, b) in spec.by_sides.iter().enumerate() {
            if let Some(first) = spec.by_sides[..i].iter().find(|f| f.kind == b.kind) {
                cx.error_with_note(
                    b.kind.span(),
                    format!("`{} by 4 sides` is said twice: say it once, with `in` and the cells where it holds", b.kind),
                    first.kind.span(),
                    "the first",
                );
            }
        }
        for (i, (kind, at)) in spec.unarmed.iter().enumerate() {
            if spec.unarmed[..i].iter().any(|(f, _)| f == kind) {
                cx.error(*at, format!("`{kind} unarmed` is said twice"));
            }
        }
    }
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(m) = rule else { continue };
        avoid_is_plain(parts, m, cx);
        if let Some(ShotHow::Shoot(second)) = m.shot.as_ref().map(|s| &s.how) {
            if let Some(avoid) = &second.avoid {
                cx.error(avoid.span, "`not at` and `not through` limit a piece's move, not what a compound move shoots");
            }
        }
    }
}

/// The custodial capture of a game of pieces, if it has one: its number
/// and the span of `custodial`.
pub fn custodial_of(parts: &Parts) -> Option<(Num, Span)> {
    if !parts.piece_game {
        return None;
    }
    parts.custodial.or_else(|| {
        parts
            .captures
            .and_then(|s| s.custodial.as_ref())
            .map(|c| (c.n, c.span))
    })
}

/// `n` pieces and the two that enclose them fit in a row or a column.
fn fits_the_board(n: Num, g: Geometry, cx: &mut Ctxt) {
    let longest = g.width.max(g.height) as u64;
    if n.value == 0 {
        cx.error(
            n.span,
            "`custodial(0)` encloses no piece: a capture takes at least 1",
        );
    } else if n.value + 2 > longest {
        cx.error(
            n.span,
            format!(
                "`custodial({})` needs {} cells in a row, the enclosed pieces and one of the mover's at each end: more than a {} x {} board has",
                n.value,
                n.value + 2,
                g.width,
                g.height
            ),
        );
    }
}

/// What a custodial capture of pieces does not go with yet, each refused
/// at the word.
fn goes_with_the_other_rules(parts: &Parts, span: Span, cx: &mut Ctxt) {
    if let Some((royal, _)) = parts.royal {
        cx.error(span, format!("custodial captures cannot go beside a royal piece (`royal: {royal}`): which cells a custodial capture threatens is not worked out for checks; end the game by `captured {royal}` instead"));
    }
    if let Some(spec) = parts.captures {
        if let Some((at, _)) = &spec.explode {
            cx.error_with_note(*at, "`explode` does not go with custodial captures: a capture either blasts or encloses", span, "the custodial capture");
        }
        if let Some((at, _)) = &spec.to_hand {
            cx.error_with_note(
                *at,
                "custodial captures take pieces off the board, not `to hand` yet",
                span,
                "the custodial capture",
            );
        }
        if let Some((at, _)) = &spec.petrify {
            cx.error_with_note(*at, "`petrify` does not go with custodial captures: a piece that encloses takes nothing by its move", span, "the custodial capture");
        }
    }
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        if let PieceRule::Jump { span: at, .. } = rule {
            cx.error_with_note(*at, "a `jump` does not go with custodial captures: a capture would happen on the way and at the end", span, "the custodial capture");
        }
    }
}

/// `not at` and `not through` limit where a plain move goes; a move whose
/// cells are counted or that checks a royal piece is not worked out.
fn avoid_is_plain(parts: &Parts, m: &MoveDef, cx: &mut Ctxt) {
    let Some(avoid) = &m.avoid else { return };
    if m.by_count.is_some() {
        cx.error(avoid.span, "a slide `by count` lands where its count says: `not at` and `not through` do not go with it");
    }
    if let Some((royal, _)) = parts.royal {
        cx.error(avoid.span, format!("`not at` and `not through` cannot go beside a royal piece (`royal: {royal}`) yet: the checks such a move gives are not worked out"));
    }
}

/// `captured King` names a kind some player is set up with.
pub fn captured_kinds_are_set_up(
    parts: &Parts,
    setup: &[Vec<Vec<usize>>; 2],
    names: &[String],
    cx: &mut Ctxt,
) {
    for (_, c) in &parts.ends {
        let (Test::CapturedKind(kind) | Test::Encircled(kind) | Test::Fort(kind)) = &c.test else {
            continue;
        };
        let Some(k) = names.iter().position(|n| kind == n) else {
            continue;
        };
        if setup.iter().all(|side| side[k].is_empty()) {
            cx.error(
                kind.span(),
                format!(
                    "`{}` but no player starts with a `{kind}`: place some in `setup:`",
                    c.test
                ),
            );
        }
    }
}

/// The IR's custodial capture, its names and cells resolved.
pub fn resolve(
    parts: &Parts,
    zones: &Zones,
    find: &mut dyn FnMut(&proc_macro2::Ident, &str, &mut Ctxt) -> Option<usize>,
    cx: &mut Ctxt,
) -> Option<Custodial> {
    let (n, _) = custodial_of(parts)?;
    let spec = parts.captures;
    let written = spec.and_then(|s| s.custodial.as_ref());
    let vectors = match written.and_then(|c| c.dirs.as_ref()) {
        Some(dirs) => dirs.vectors.clone(),
        None => crate::vocab::Direction::Any.vectors().to_vec(),
    };
    let hostile = match written.and_then(|c| c.against.as_ref()) {
        Some((_, zone)) => super::resolve::report(zones.cells(zone), cx)?,
        None => [Vec::new(), Vec::new()],
    };
    let mut by_sides = Vec::new();
    let mut unarmed = Vec::new();
    if let Some(spec) = spec {
        for b in &spec.by_sides {
            let kind = find(&b.kind, "`by 4 sides` names", cx);
            let cells = match &b.zone {
                Some((_, zone)) => Some(super::resolve::report(zones.cells(zone), cx)?),
                None => None,
            };
            by_sides.extend(kind.map(|k| (k, cells)));
        }
        for (kind, _) in &spec.unarmed {
            unarmed.extend(find(kind, "`unarmed` names", cx));
        }
    }
    Some(Custodial {
        n: n.value as usize,
        vectors,
        hostile,
        by_sides,
        unarmed,
        shieldwall: spec.is_some_and(|s| s.shieldwall.is_some()),
    })
}

/// `fort King` is worked out against custodial captures, for pieces that
/// slide along rows and columns: a fort is a cell no enemy can ever reach,
/// which the enemy's leaps, diagonal moves and single steps would make a
/// different question.
pub fn forts_fit(parts: &Parts, cx: &mut Ctxt) {
    for (_, c) in &parts.ends {
        let Test::Fort(kind) = &c.test else { continue };
        if custodial_of(parts).is_none() {
            cx.error(c.span, format!("`fort {kind}` stands where no capture can reach: it needs the game's custodial capture, as in `captures: custodial(1) orthogonal`"));
        }
        for piece in &parts.pieces {
            let rook_like = piece.rules.iter().all(|rule| match rule {
                PieceRule::Move(m) => slides_along_lines(m),
                PieceRule::Jump { .. } | PieceRule::Castle { .. } | PieceRule::EnPassant(..) => {
                    false
                }
                PieceRule::Promote { .. } | PieceRule::Stays { .. } => true,
            });
            if !rook_like {
                cx.error_with_note(c.span, format!("`fort {kind}` is worked out for pieces that slide along rows and columns (`slide orthogonal`), but `{}` moves otherwise", piece.name), piece.name.span(), "this piece");
            }
        }
    }
}

/// A plain `slide orthogonal`, limited by nothing but `not at` or `not
/// through`.
fn slides_along_lines(m: &MoveDef) -> bool {
    m.slide
        && m.dirs
            .vectors
            .iter()
            .all(|(dx, dy)| dx.abs() + dy.abs() == 1)
        && m.count.is_none()
        && m.shot.is_none()
        && m.hop.is_none()
        && !m.lame
        && m.within.is_none()
        && m.by_count.is_none()
        && m.from.is_none()
        && m.first_move.is_none()
}
