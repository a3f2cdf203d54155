//! The custodial captures of pieces (the tafl family): `captures:
//! custodial(1) orthogonal against Hostile`, `King by 4 sides in Castle`,
//! `King unarmed`; and a move rule's `not at` and `not through` cells.

use super::cells::{parse_zone, ZoneSpec};
use super::pieces::{parse_dirs, Dirs};
use super::{is_word, number, peek_word, Num};
use crate::vocab::Particle;
use proc_macro2::{Ident, Span};
use syn::parse::ParseStream;
use syn::LitInt;

/// `custodial(n) [directions] [against cells]`: what a moved piece
/// encloses on a line with a piece of its own, or a hostile cell, it takes.
pub struct CustodialSpec {
    /// How many enemy pieces a line must hold between the two, exactly.
    pub n: Num,
    /// The span of `custodial`.
    pub span: Span,
    /// The lines it looks along (every line through the cell without it).
    pub dirs: Option<Dirs>,
    /// `against cells`: the cells that, while empty, enclose as a piece of
    /// the capturer's would; the span is `against`'s.
    pub against: Option<(Span, ZoneSpec)>,
}

/// `King by 4 sides [in cells]`: a kind taken only when enemy pieces (or
/// hostile cells) close its four sides; with `in`, only while it stands
/// on those cells, and like any other piece elsewhere.
pub struct BySides {
    pub kind: Ident,
    /// The number written, which must be 4.
    pub sides: Num,
    pub zone: Option<(Span, ZoneSpec)>,
}

/// A capture rule that starts with a kind's name: `King by 4 sides`,
/// `King unarmed`.
pub enum KindRule {
    BySides(BySides),
    /// The kind neither captures nor helps to: the span is `unarmed`'s.
    Unarmed(Ident, Span),
}

const KIND_RULE: &str = "after a piece's name, `captures:` takes `by 4 sides` (as in `King by 4 sides in Castle`) or `unarmed` (as in `King unarmed`)";

/// `King by 4 sides [in cells]` or `King unarmed`, after the name.
pub fn parse_kind_rule(input: ParseStream, kind: Ident) -> syn::Result<KindRule> {
    let w: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), KIND_RULE))?;
    if is_word(&w, Particle::Unarmed) {
        return Ok(KindRule::Unarmed(kind, w.span()));
    }
    if !is_word(&w, Particle::By) {
        return Err(syn::Error::new(w.span(), KIND_RULE));
    }
    let expected =
        "`by` takes the number of sides that close the piece, then `sides`: `by 4 sides`";
    let n: LitInt = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    let sides: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    if !is_word(&sides, Particle::Sides) {
        return Err(syn::Error::new(sides.span(), expected));
    }
    // `in` is a Rust keyword.
    let zone = if input.peek(syn::Token![in]) {
        let at: syn::Token![in] = input.parse()?;
        Some((at.span, parse_zone(input)?))
    } else {
        None
    };
    Ok(KindRule::BySides(BySides {
        kind,
        sides: number(&n)?,
        zone,
    }))
}

/// The directions and the `against` cells written after `custodial(n)`.
pub type CustodialTail = (Option<Dirs>, Option<(Span, ZoneSpec)>);

/// After `custodial(n)`: the directions and `against` cells, if written.
pub fn parse_custodial_tail(input: ParseStream) -> syn::Result<CustodialTail> {
    let dirs = if input.peek(syn::Ident) && !peek_word(input, Particle::Against) {
        Some(parse_dirs(input)?)
    } else {
        None
    };
    let against = if peek_word(input, Particle::Against) {
        let at: Ident = input.parse()?;
        Some((at.span(), parse_zone(input)?))
    } else {
        None
    };
    Ok((dirs, against))
}

/// A move rule's `not at cells` (it may not stop there) or `not through
/// cells` (it may neither stop there nor cross them).
pub struct Avoid {
    pub through: bool,
    pub zone: ZoneSpec,
    /// The span of `not`.
    pub span: Span,
}

/// `not at cells` or `not through cells`, after a move rule's limits.
pub fn parse_avoid(input: ParseStream) -> syn::Result<Option<Box<Avoid>>> {
    if !peek_word(input, Particle::Not) {
        return Ok(None);
    }
    let not: Ident = input.parse()?;
    let expected = "a move rule's `not` reads `not at` cells (it may not stop there) or `not through` cells (nor cross them), as in `slide orthogonal to empty not at Corners`";
    let w: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    let through = if is_word(&w, Particle::Through) {
        true
    } else if is_word(&w, Particle::At) {
        false
    } else {
        return Err(syn::Error::new(w.span(), expected));
    };
    Ok(Some(Box::new(Avoid {
        through,
        zone: parse_zone(input)?,
        span: not.span(),
    })))
}
