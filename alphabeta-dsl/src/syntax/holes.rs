//! `without`: the cells a rectangle leaves out, as in `board: 7 x 7 without
//! corners 2 x 2` (the cross of Fox and Geese) or `without d4 e5`.

use super::{is_word, number, peek_word, Num};
use crate::vocab::Particle;
use proc_macro2::{Ident, Span};
use syn::parse::ParseStream;
use syn::LitInt;

/// The holes of a board as written: `without` and what follows it.
#[derive(Clone)]
pub struct HolesSpec {
    /// The word `without`.
    pub span: Span,
    pub items: Vec<HoleItem>,
}

/// One part of `without ...`.
#[derive(Clone)]
pub enum HoleItem {
    /// `corners 2 x 2`: a block of that many columns and rows cut from each
    /// of the four corners.
    Corners { width: Num, height: Num },
    /// `d4`: one cell, by name.
    Cell(String, Span),
}

/// Whether the board's size is followed by `without`.
pub fn peek_holes(input: ParseStream) -> bool {
    peek_word(input, Particle::Without)
}

/// `without corners 2 x 2 d4 ...`: at least one item, each a block cut from
/// the corners or a cell's name.
pub fn parse_holes(input: ParseStream) -> syn::Result<HolesSpec> {
    let without: Ident = input.parse()?;
    let mut items = Vec::new();
    while !input.is_empty() {
        let what: Ident = input.parse().map_err(|e| holes_error(e.span()))?;
        if is_word(&what, Particle::Corners) {
            let (width, height) = corner_size(input, what.span())?;
            items.push(HoleItem::Corners { width, height });
        } else if super::cells::is_cell_name(&what.to_string()) {
            items.push(HoleItem::Cell(what.to_string(), what.span()));
        } else {
            return Err(holes_error(what.span()));
        }
    }
    if items.is_empty() {
        return Err(holes_error(without.span()));
    }
    Ok(HolesSpec {
        span: without.span(),
        items,
    })
}

/// `2 x 2` after `corners` (also `2x2`).
fn corner_size(input: ParseStream, at: Span) -> syn::Result<(Num, Num)> {
    let size_error = |span| {
        syn::Error::new(
            span,
            "`corners` gives the block cut from each corner, columns x rows: `without corners 2 x 2`",
        )
    };
    let width: LitInt = input.parse().map_err(|_| size_error(at))?;
    if let Some(rest) = width.suffix().strip_prefix('x') {
        let parse = |digits: &str| digits.parse::<u64>().map_err(|_| size_error(width.span()));
        let num = |value| Num {
            value,
            span: width.span(),
        };
        return Ok((num(parse(width.base10_digits())?), num(parse(rest)?)));
    }
    let x: Ident = input.parse().map_err(|_| size_error(width.span()))?;
    if !is_word(&x, Particle::X) {
        return Err(size_error(x.span()));
    }
    let height: LitInt = input.parse().map_err(|_| size_error(x.span()))?;
    Ok((number(&width)?, number(&height)?))
}

fn holes_error(span: Span) -> syn::Error {
    syn::Error::new(
        span,
        "`without` names the cells off the board: blocks cut from the corners, `corners 2 x 2`, or cells such as `d4`",
    )
}
