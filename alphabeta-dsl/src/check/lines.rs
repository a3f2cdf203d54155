//! The rules of `within` (lines that exist only inside some cells, as
//! janggi's palace diagonals) and `except` (kinds a move neither hops over
//! nor takes, as janggi's cannon and its fellow cannons).

use super::cells::Geometry;
use super::resolve::{Resolution, RuleResolution};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::PieceRule;

/// The rules that need only the declaration.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    except_limits_a_capture_or_hop(parts, cx);
    except_has_no_explosions(parts, cx);
    compound_moves_have_no_limits(parts, cx);
}

/// A compound move's two halves go their own ways: `within` and `except`
/// are said of single moves only.
fn compound_moves_have_no_limits(parts: &Parts, cx: &mut Ctxt) {
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(m) = rule else { continue };
        let Some(shot) = &m.shot else { continue };
        let inner = match &shot.how {
            crate::syntax::ShotHow::Shoot(r) => Some(&**r),
            _ => None,
        };
        for def in std::iter::once(m).chain(inner) {
            let span = def
                .within
                .as_ref()
                .map(|z| z.span())
                .or(def.except.as_ref().map(|(s, _)| *s));
            if let Some(span) = span {
                cx.error(span, "`within` and `except` limit a single move, not a move with `then`: a compound move's halves are not limited yet");
            }
        }
    }
}

/// `except` keeps kinds from being a hop's screen or a capture's prey: a
/// rule that neither hops nor captures has nothing for it to limit.
fn except_limits_a_capture_or_hop(parts: &Parts, cx: &mut Ctxt) {
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(m) = rule else { continue };
        let Some((span, _)) = &m.except else { continue };
        if m.hop.is_none() && !m.target.captures() {
            cx.error(
                *span,
                "`except` names kinds a move neither hops over nor takes, and this move does neither: it only moves to empty cells",
            );
        }
    }
}

/// A blast removes pieces around a capture; which of them attack a royal
/// piece afterwards, with `except`, is not worked out yet. Without a royal
/// piece no attack is tested, and each move reads the kinds as they stand.
fn except_has_no_explosions(parts: &Parts, cx: &mut Ctxt) {
    let Some((explode, _)) = parts.captures.and_then(|c| c.explode.as_ref()) else {
        return;
    };
    if parts.royal.is_none() {
        return;
    }
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        if let PieceRule::Move(m) = rule {
            if let Some((span, _)) = &m.except {
                cx.error_with_note(
                    *span,
                    "`except` does not go with `captures: explode` and a royal piece yet: the pieces a blast removes are not followed by kind",
                    *explode,
                    "the explosions",
                );
            }
        }
    }
}

/// A move `within` cells starts and lands on them; along a line (a slide,
/// a hop, a longer step) it also crosses only them. So a line of the
/// rule's that leaves the cells may not come back into them: the move
/// would then cross cells outside, which `within` says it never does.
pub fn lines_stay_within(parts: &Parts, r: &Resolution, g: Geometry, cx: &mut Ctxt) {
    for (p, rules) in parts.pieces.iter().zip(&r.rules) {
        for (rule, resolved) in p.rules.iter().zip(rules) {
            let (
                PieceRule::Move(m),
                RuleResolution::Move {
                    within: Some(zone), ..
                },
            ) = (rule, resolved)
            else {
                continue;
            };
            let lines = m.slide || m.count.is_some_and(|n| n.value > 1);
            if !lines {
                continue;
            }
            let span = m.within.as_ref().map_or(p.name.span(), |z| z.span());
            'side: for (side, cells) in zone.iter().enumerate() {
                for &start in cells {
                    for &(dx, dy) in &m.dirs.vectors {
                        let (dx, dy) = if side == 0 {
                            (dx * r.forward, dy * r.forward)
                        } else {
                            (-dx * r.forward, -dy * r.forward)
                        };
                        let (mut x, mut y) = ((start % g.width) as i32, (start / g.width) as i32);
                        let mut left = None;
                        loop {
                            x += dx;
                            y += dy;
                            if x < 0 || y < 0 || x >= g.width as i32 || y >= g.height as i32 {
                                break;
                            }
                            let cell = x as usize + y as usize * g.width;
                            let inside = cells.contains(&cell);
                            match (inside, left) {
                                (false, None) => left = Some(cell),
                                (true, Some(out)) => {
                                    cx.error(
                                        span,
                                        format!(
                                            "`{}` moves `within` these cells along lines, and the line from {} leaves them at {} and comes back at {}: a move within cells crosses none outside, so name cells whose lines stay inside",
                                            p.name,
                                            g.cell_name(start),
                                            g.cell_name(out),
                                            g.cell_name(cell),
                                        ),
                                    );
                                    break 'side;
                                }
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The pieces `except` names are followed, when a move is tried, by the
/// moving piece's kind: a kind that promotes, or that a piece promotes
/// to, would change on the way.
pub fn excepted_kinds_keep_their_kind(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    let promotes: Vec<(usize, usize)> = r
        .rules
        .iter()
        .enumerate()
        .flat_map(|(k, rules)| {
            rules.iter().filter_map(move |res| match res {
                RuleResolution::Promote(to, _) => Some((k, to.clone())),
                _ => None,
            })
        })
        .flat_map(|(k, to)| to.into_iter().map(move |t| (k, t)))
        .collect();
    for (p, rules) in parts.pieces.iter().zip(&r.rules) {
        for (rule, resolved) in p.rules.iter().zip(rules) {
            let (PieceRule::Move(m), RuleResolution::Move { except, .. }) = (rule, resolved) else {
                continue;
            };
            let Some((span, _)) = &m.except else { continue };
            for &k in except {
                if promotes.iter().any(|&(a, b)| a == k || b == k) {
                    cx.error(
                        *span,
                        format!(
                            "`except` names `{}`, which promotes or is promoted to: a move's `except` follows pieces that keep their kind",
                            r.names[k]
                        ),
                    );
                }
            }
        }
    }
}
