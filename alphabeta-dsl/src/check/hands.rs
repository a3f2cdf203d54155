//! The rules of hands and drops, and of the words that come with them:
//! promoted pieces written `+L`, promotions the player may decline, and
//! moves from a zone.

use super::cells::Geometry;
use super::resolve::{DropResolution, Resolution};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{DropRule, DropSpec, PieceRule, ShotHow, Test};
use crate::vocab::{letter_of, Section as Keyword};
use proc_macro2::Span;

/// Hands take the most cells a move's kind field can name: drops name a
/// kind where other moves name a third cell.
const MOST_CELLS_WITH_HANDS: usize = 128;

/// The rules that need only the declaration.
pub fn check(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    promoted_letters_name_a_piece(parts, cx);
    moves_from_a_zone_are_limited_once(parts, cx);
    let Some((span, _)) = parts.captures.and_then(|c| c.to_hand) else {
        return;
    };
    if let Some(p) = parts
        .pieces
        .iter()
        .find(|p| p.rules.iter().any(|r| matches!(r, PieceRule::Jump { .. })))
    {
        cx.error_with_note(
            span,
            format!("`captures: to hand` does not go with pieces that jump (`{}` jumps): a game of jumps has no hands in the language yet; leave out `to hand`", p.name),
            p.name.span(),
            format!("`piece {}`", p.name),
        );
    }
    if g.cells() > MOST_CELLS_WITH_HANDS {
        cx.error(span, format!("hands fit boards of at most {MOST_CELLS_WITH_HANDS} cells: the {} x {} board has {}", g.width, g.height, g.cells()));
    }
}

/// The rules that need the names resolved: drops need a hand to drop
/// from, `not mating` a royal piece to mate, and a captured promoted piece
/// must know what it goes back to.
pub fn check_resolved(parts: &Parts, r: &Resolution, g: Geometry, cx: &mut Ctxt) {
    let to_hand = parts.captures.and_then(|c| c.to_hand);
    let start_hand = r.setup.hand.iter().flatten().any(|&n| n > 0);
    if let Some((rules, span)) = parts.drops {
        if to_hand.is_none() && !start_hand {
            cx.error(span, format!("`{}:` says where pieces in hand may be dropped, and this game has no hand: add `captures: to hand`, or pieces in hand after the setup string, as in `\"...\"[Nn]`", Keyword::Drops));
        }
        for (d, (kind, rule)) in rules.iter().zip(&r.drops) {
            if matches!(rule, DropResolution::NotMating) && parts.royal.is_none() {
                cx.error(d.span, "`not mating` forbids a drop that checkmates, and checkmate needs a royal piece: add `royal: King`");
            }
            if let (Some(k), Some(royal)) = (kind, r.royal) {
                if *k == royal {
                    cx.error(
                        d.span,
                        format!("`{}` is royal and never in a hand", r.names[royal]),
                    );
                }
            }
        }
    }
    if let Some((rules, _)) = parts.drops {
        gating_is_said_once_of_every_piece(rules, r, g, cx);
    }
    if let Some(royal) = r.royal {
        if r.setup.hand.iter().any(|h| h[royal] > 0) {
            if let Some((_, span)) = parts.setup {
                cx.error(span, format!("the royal `{}` stands on the board from the start: it cannot start in a hand", r.names[royal]));
            }
        }
    }
    if let (Some((_, false)), Some((_, span))) = (to_hand, parts.setup) {
        for (k, name) in r.names.iter().enumerate() {
            if r.plus[k] && r.setup.hand.iter().any(|h| h[k] > 0) {
                cx.error(span, format!("`{name}` is a promoted piece, and a captured one goes back to the hand unpromoted: a hand never holds it (or write `captures: to hand keeping promotions`)"));
            }
        }
    }
    for (_, c) in &parts.ends {
        if matches!(c.test, Test::CapturedAll) && (to_hand.is_some() || start_hand) {
            cx.error(c.span, "`captured all` ends a game when a player has no piece left, and pieces in hand come back: this game's hands make it unclear; end it with a royal piece instead");
        }
    }
    // A captured queen that was a pawn goes back as a pawn: the game must
    // know which pawn-like kind it came from.
    if let Some((span, false)) = to_hand {
        for (t, name) in r.names.iter().enumerate() {
            if r.plus[t] {
                continue;
            }
            let sources: Vec<String> = parts
                .pieces
                .iter()
                .zip(&r.rules)
                .filter(|(_, rules)| {
                    rules.iter().any(
                        |x| matches!(x, super::RuleResolution::Promote(to, _) if to.contains(&t)),
                    )
                })
                .map(|(p, _)| p.name.to_string())
                .collect();
            if sources.len() > 1 {
                cx.error(span, format!("`{}` and `{}` both promote to `{name}`, so a captured `{name}` could not tell which it goes back to in the hand: write `captures: to hand keeping promotions`, or give each a promoted kind of its own", sources[0], sources[1]));
            }
        }
    }
}

/// A gated move names its kind and where it goes beside its cells, which
/// fits a move on boards of at most this many cells.
const MOST_CELLS_WITH_GATING: usize = 64;

/// `gating at`: one rule, about every piece in hand (a player gates what
/// they hold), on a board and among kinds whose moves have room to name
/// it, with at most one cell of each column per player (FEN names a gate
/// by its column).
fn gating_is_said_once_of_every_piece(
    rules: &[DropSpec],
    r: &Resolution,
    g: Geometry,
    cx: &mut Ctxt,
) {
    let width = g.width;
    let mut first: Option<Span> = None;
    for (d, (_, rule)) in rules.iter().zip(&r.drops) {
        let (DropRule::Gating { span, .. }, DropResolution::Gating(_, zone)) = (&d.rule, rule)
        else {
            continue;
        };
        if let Some(earlier) = first {
            cx.error_with_note(
                *span,
                "`gating at` is already said: a game has one rule of gating",
                earlier,
                "the first `gating at`",
            );
            continue;
        }
        first = Some(*span);
        if let Some(piece) = &d.piece {
            cx.error(piece.span(), format!("`gating at` is about every piece in hand: a player may gate whatever they hold, so it names no piece (write `gating at ...` without `{piece}`)"));
        }
        if g.cells() > MOST_CELLS_WITH_GATING {
            cx.error(*span, format!("gating fits boards of at most {MOST_CELLS_WITH_GATING} cells: a gated move has no room to name its piece on the {} x {} board", g.width, g.height));
        } else if r.names.len() > 15 {
            cx.error(
                *span,
                "a gated move names its piece among at most 15 kinds: this game declares more",
            );
        }
        for side in zone {
            let mut columns: Vec<usize> = side.iter().map(|&c| c % width).collect();
            columns.sort_unstable();
            if columns.windows(2).any(|w| w[0] == w[1]) {
                cx.error(*span, "gating cells hold at most one cell of each column for each player: FEN names a gate by its column's letter, as in `KQBCDFGkqbcdfg`");
                break;
            }
        }
    }
}

/// `piece Tokin (+P)` is the promoted form of the piece written `P`.
fn promoted_letters_name_a_piece(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        let (Some(plus), Some((l, _))) = (p.plus, p.letter) else {
            continue;
        };
        let base = parts.pieces.iter().find(|b| {
            b.plus.is_none()
                && b.letter
                    .map_or_else(|| letter_of(&b.name.to_string()), |(l, _)| l)
                    == l
        });
        if base.is_none() {
            cx.error(plus, format!("`+{l}` writes the promoted form of the piece written `{l}`, and no piece is written `{l}`: declare it, or give `{}` a letter of its own", p.name));
        }
    }
}

/// `from cells` and `on first move` each limit where a move starts; one
/// limit a move keeps the rules that list each move once simple.
fn moves_from_a_zone_are_limited_once(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        for rule in &p.rules {
            let PieceRule::Move(m) = rule else { continue };
            let Some(zone) = &m.from else { continue };
            if let Some(first) = m.first_move {
                cx.error_with_note(
                    zone.span(),
                    format!("a move is limited once: `from {zone}` or `on first move`, not both"),
                    first,
                    "`on first move`",
                );
            }
            if let Some(ShotHow::Shoot(rule)) = m.shot.as_ref().map(|s| &s.how) {
                if let Some(z) = &rule.from {
                    cx.error(
                        z.span(),
                        "a shot starts where its move lands: it takes no `from`",
                    );
                }
            }
        }
    }
}
