//! Boards of points: `points:`, `lines:`, and the phases of
//! `moves: place 9 then step or fly at 3`.

use super::{expect_end, is_word, number, one_item, peek_word, run, run_all, word, Body, Num};
use crate::ctxt::Ctxt;
use crate::split;
use crate::vocab::{Particle, PhaseWord, Section as Keyword};
use proc_macro2::{Ident, Span, TokenTree};
use syn::parse::ParseStream;
use syn::LitInt;

/// A cell as written, `a1`, with its span.
#[derive(Clone, Debug)]
pub struct Named {
    pub name: String,
    pub span: Span,
}

/// `moves: place 9 then step or fly at 3`: each player places the men
/// of their hand, then steps along the lines, or flies once down to a
/// few men.
#[derive(Clone, Copy)]
pub struct Phases {
    /// The men each player starts with in hand.
    pub men: Num,
    /// `or fly at 3`: the count of men at which a player flies, and the
    /// span of `fly`.
    pub fly: Option<(Num, Span)>,
}

/// `points: a7 d7 g7 ...`.
pub fn points_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    one_item(Keyword::Points, span, values, cx)
        .and_then(|item| run(cx, &item, |input| parse_names(input, "points: a1 d1 g1")))
        .map_or(Body::Invalid, Body::Points)
}

/// `lines: a1 d1 g1, b2 d2 f2, ...`.
pub fn lines_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            "`lines:` names the lines of the board, each a run of points, as in `lines: a1 d1 g1, a1 a4 a7`",
        );
        return Body::Invalid;
    }
    run_all(cx, &items, |input| {
        parse_names(input, "lines: a1 d1 g1, a1 a4 a7")
    })
    .map_or(Body::Invalid, Body::Lines)
}

/// A run of cell names, at least one.
fn parse_names(input: ParseStream, example: &str) -> syn::Result<Vec<Named>> {
    let mut names = Vec::new();
    while !input.is_empty() {
        let id: Ident = input.parse().map_err(|e| {
            syn::Error::new(e.span(), format!("expected cell names, as in `{example}`"))
        })?;
        let name = id.to_string();
        if !super::cells::is_cell_name(&name) {
            return Err(syn::Error::new(
                id.span(),
                format!("`{name}` is not a cell name such as `a1`: write `{example}`"),
            ));
        }
        names.push(Named {
            name,
            span: id.span(),
        });
    }
    if names.is_empty() {
        return Err(input.error(format!("expected cell names, as in `{example}`")));
    }
    Ok(names)
}

/// After `place`: `9 then step`, then perhaps `or fly at 3`.
pub fn parse_phases(input: ParseStream) -> syn::Result<Phases> {
    let example = "write the phases as `moves: place 9 then step or fly at 3`";
    let men: LitInt = input.parse()?;
    let men = number(&men)?;
    let then: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    if !is_word(&then, Particle::Then) {
        return Err(syn::Error::new(
            then.span(),
            format!("expected `then` after the men in hand: {example}"),
        ));
    }
    let step: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    if word::<PhaseWord>(&step)? != PhaseWord::Step {
        return Err(syn::Error::new(
            step.span(),
            format!("after the placement men step, and may fly when few: {example}"),
        ));
    }
    let mut fly = None;
    if peek_word(input, Particle::Or) {
        input.parse::<Ident>()?;
        let w: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), example))?;
        if word::<PhaseWord>(&w)? != PhaseWord::Fly {
            return Err(syn::Error::new(
                w.span(),
                format!("`or` names the flight: {example}"),
            ));
        }
        let at: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), example))?;
        if !is_word(&at, Particle::At) {
            return Err(syn::Error::new(
                at.span(),
                format!("expected `at` and the count of men: {example}"),
            ));
        }
        let n: LitInt = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), example))?;
        fly = Some((number(&n)?, w.span()));
    }
    expect_end(input, "the phases")?;
    Ok(Phases { men, fly })
}
