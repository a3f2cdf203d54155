//! `moves: place then rotate 3 x 3`: a turn places a stone, then turns
//! one block of the board a quarter turn (Pentago).

use super::{expect_end, is_word, number, Num};
use crate::vocab::{MoveWord, Particle};
use proc_macro2::{Ident, Span};
use syn::parse::ParseStream;
use syn::LitInt;

/// `then rotate 3 x 3`: the board is cut into blocks of that many columns
/// and rows, and every turn ends by turning one of them a quarter turn,
/// clockwise or anticlockwise.
#[derive(Clone, Copy)]
pub struct RotateSpec {
    /// The columns of a block.
    pub width: Num,
    /// The rows of a block.
    pub height: Num,
    /// The word `rotate`.
    pub span: Span,
}

const EXAMPLE: &str = "write the turn's second action as `moves: place then rotate 3 x 3`";

/// After `place`: `then rotate 3 x 3`, or `3x3`.
pub fn parse_rotate(input: ParseStream, kind: MoveWord) -> syn::Result<RotateSpec> {
    let then: Ident = input.parse()?;
    if kind != MoveWord::Place {
        return Err(syn::Error::new(
            then.span(),
            format!("only a stone placed on any empty cell is followed by a rotation, not `{kind}`: {EXAMPLE}"),
        ));
    }
    let rotate: Ident = input
        .parse()
        .map_err(|_| syn::Error::new(then.span(), format!("`then` needs an action: {EXAMPLE}")))?;
    if !is_word(&rotate, Particle::Rotate) {
        return Err(syn::Error::new(
            rotate.span(),
            format!("after a stone is placed, the turn may go on with `rotate`: {EXAMPLE}"),
        ));
    }
    let size_error = |span| {
        syn::Error::new(
            span,
            format!("`rotate` needs the size of the blocks it turns: {EXAMPLE}"),
        )
    };
    let width: LitInt = input.parse().map_err(|_| size_error(rotate.span()))?;
    let (width, height) = if let Some(rest) = width.suffix().strip_prefix('x') {
        let at = |digits: &str| {
            digits
                .parse::<u64>()
                .map(|value| Num {
                    value,
                    span: width.span(),
                })
                .map_err(|_| size_error(width.span()))
        };
        (at(width.base10_digits())?, at(rest)?)
    } else {
        if !width.suffix().is_empty() {
            return Err(size_error(width.span()));
        }
        let x: Ident = input.parse().map_err(|_| size_error(width.span()))?;
        if !is_word(&x, Particle::X) {
            return Err(size_error(x.span()));
        }
        let height: LitInt = input.parse().map_err(|_| size_error(x.span()))?;
        (number(&width)?, number(&height)?)
    };
    expect_end(input, "the size of the blocks")?;
    Ok(RotateSpec {
        width,
        height,
        span: rotate.span(),
    })
}
