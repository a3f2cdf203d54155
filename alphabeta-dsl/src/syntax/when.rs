//! `when(my_fn)`: a rule of one's own, a plain Rust function named in the
//! declaration. After a kind of move (`moves: place when(my_fn)`) it says
//! which of those moves are legal; as an end condition (`win:
//! when(my_fn)`) whether the game ends; and `or choose(9) when(my_fn)`
//! adds a choice among numbered options that places nothing.

use super::{expect_end, number, parens, peek_word, Num};
use crate::vocab::ConditionWord;
use proc_macro2::{Ident, Span};
use syn::parse::ParseStream;
use syn::LitInt;

/// `when(path)`: the function and the span of `when`.
pub struct WhenSpec {
    pub path: syn::Path,
    pub span: Span,
}

/// `choose(9) when(path)`: a choice among that many options.
pub struct ChooseSpec {
    /// How many options there are, numbered from 1 in the notation.
    pub options: Num,
    /// Which options are legal.
    pub when: WhenSpec,
    /// The word `choose`.
    pub span: Span,
}

/// `when(path)`, if the next word is `when`.
pub fn parse_when(input: ParseStream) -> syn::Result<Option<WhenSpec>> {
    if !peek_word(input, ConditionWord::When) {
        return Ok(None);
    }
    let when: Ident = input.parse()?;
    Ok(Some(when_arguments(input, &when)?))
}

/// The parenthesised function after a `when` already read.
pub fn when_arguments(input: ParseStream, when: &Ident) -> syn::Result<WhenSpec> {
    let content = parens(input, "when", "when(my_rule)")?;
    let path: syn::Path = content.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`when` names a Rust function, as in `when(my_rule)`",
        )
    })?;
    expect_end(&content, "the function's name")?;
    Ok(WhenSpec {
        path,
        span: when.span(),
    })
}

/// After `or choose`: `(9) when(path)`.
pub fn parse_choose(input: ParseStream, choose: &Ident) -> syn::Result<ChooseSpec> {
    let content = parens(input, "choose", "choose(9) when(my_rule)")?;
    let n: LitInt = content.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`choose` takes the number of options, as in `choose(9)`",
        )
    })?;
    expect_end(&content, "the number of options")?;
    let when = parse_when(input)?.ok_or_else(|| {
        syn::Error::new(
            choose.span(),
            "`choose(n)` needs a `when(my_rule)` that says which options are legal, as in `choose(9) when(open_board)`",
        )
    })?;
    Ok(ChooseSpec {
        options: number(&n)?,
        when,
        span: choose.span(),
    })
}

/// A function's path as written, `rules::won`, for messages.
pub fn path_text(path: &syn::Path) -> String {
    quote::ToTokens::to_token_stream(path)
        .to_string()
        .replace(' ', "")
}
