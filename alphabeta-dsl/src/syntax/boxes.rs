//! `turns: again after scoring`: a move that scores gives its player
//! another move, as completing a box does in dots and boxes.

use super::{expect_end, run, word};
use crate::ctxt::Ctxt;
use crate::vocab::AgainWord;
use proc_macro2::{Ident, Span, TokenTree};
use syn::parse::ParseStream;

/// The items of a `turns:` section read as `again after scoring`: `None`
/// when they do not start with `again` (they count stones instead);
/// `Some(None)` when they do but are malformed (already reported);
/// otherwise the span of `again`.
pub fn again_item(items: &[Vec<TokenTree>], cx: &mut Ctxt) -> Option<Option<Span>> {
    let first = items.first()?;
    let starts_with_again = matches!(
        first.first(),
        Some(TokenTree::Ident(id)) if AgainWord::from_word(&id.to_string()) == Some(AgainWord::Again)
    );
    if !starts_with_again {
        return None;
    }
    let parsed = run(cx, first, parse_again);
    if let Some(second) = items.get(1) {
        let at = second.first().map_or(Span::call_site(), TokenTree::span);
        cx.error(
            at,
            "`turns: again after scoring` is the whole rule: it takes no counts beside it",
        );
        return Some(None);
    }
    Some(parsed)
}

/// `again after scoring`, each word in its place.
fn parse_again(input: ParseStream) -> syn::Result<Span> {
    let example = "as in `turns: again after scoring`";
    let again: Ident = input.parse()?;
    for expected in [AgainWord::After, AgainWord::Scoring] {
        let w: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("`again` is followed by `{expected}`, {example}"),
            )
        })?;
        if word::<AgainWord>(&w)? != expected {
            return Err(syn::Error::new(
                w.span(),
                format!("expected `{expected}` here, {example}"),
            ));
        }
    }
    expect_end(input, "`again after scoring`")?;
    Ok(again.span())
}
