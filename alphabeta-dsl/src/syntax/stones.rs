//! `score:`: how a game of stones is counted when it ends; `turns:`, how
//! many stones each turn places.

use super::{expect_end, is_word, number, run, word, Body, Num};
use crate::ctxt::Ctxt;
use crate::split;
use crate::vocab::{Particle, ScoreWord};
use proc_macro2::{Ident, Span, TokenTree};
use syn::parse::ParseStream;
use syn::Token;

/// `score: area, komi 7.5`.
pub struct ScoreSpec {
    pub kind: ScoreWord,
    /// The kind's word.
    pub span: Span,
    pub komi: Option<Komi>,
}

/// `komi 7.5`: points the second player is given, in half points so that
/// it stays exact.
#[derive(Clone, Copy)]
pub struct Komi {
    pub halves: i64,
    /// The number.
    pub span: Span,
}

/// `turns: 1, then 2`: the first turn places one stone, every later turn
/// two. The last count repeats.
pub struct TurnsSpec {
    /// The counts, in the order of the turns; the last repeats.
    pub counts: Vec<Num>,
    /// The section's keyword.
    pub span: Span,
    /// `turns: again after scoring`, at `again`: no counts, but a move
    /// that scores gives its player another move.
    pub again: Option<Span>,
}

pub fn turns_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            "`turns:` needs the stones each turn places, as in `turns: 1, then 2`",
        );
        return Body::Invalid;
    }
    if let Some(again) = super::boxes::again_item(&items, cx) {
        return again.map_or(Body::Invalid, |at| {
            Body::Turns(TurnsSpec {
                counts: Vec::new(),
                span,
                again: Some(at),
            })
        });
    }
    let mut counts = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Some(n) = run(cx, item, |input| parse_turn(input, i > 0)) else {
            return Body::Invalid;
        };
        counts.push(n);
    }
    Body::Turns(TurnsSpec {
        counts,
        span,
        again: None,
    })
}

/// `2` (the first turn's count) or `then 2` (the next ones').
fn parse_turn(input: ParseStream, later: bool) -> syn::Result<Num> {
    let example = "as in `turns: 1, then 2`";
    if later {
        let then: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("the turns after the first are written `then n`, {example}"),
            )
        })?;
        if !is_word(&then, Particle::Then) {
            return Err(syn::Error::new(
                then.span(),
                format!("the turns after the first are written `then n`, {example}"),
            ));
        }
    }
    let n: syn::LitInt = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("`turns:` counts the stones a turn places, {example}"),
        )
    })?;
    expect_end(input, "the number of stones")?;
    number(&n)
}

pub fn score_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    let Some((first, rest)) = items.split_first() else {
        cx.error(
            span,
            "`score:` needs a way of counting, as in `score: area, komi 7.5`",
        );
        return Body::Invalid;
    };
    let Some((kind, kind_span)) = run(cx, first, parse_kind) else {
        return Body::Invalid;
    };
    let mut komi = None;
    for item in rest {
        let Some(k) = run(cx, item, parse_komi) else {
            return Body::Invalid;
        };
        if komi.is_some() {
            cx.error(k.span, "`score:` takes one `komi`");
            return Body::Invalid;
        }
        komi = Some(k);
    }
    Body::Score(ScoreSpec {
        kind,
        span: kind_span,
        komi,
    })
}

fn parse_kind(input: ParseStream) -> syn::Result<(ScoreWord, Span)> {
    let w: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`score:` expects a way of counting: `area` or `boxes`",
        )
    })?;
    let kind = word::<ScoreWord>(&w)?;
    expect_end(input, "the way of counting")?;
    Ok((kind, w.span()))
}

/// `komi 7.5`, `komi 6`, `komi -0.5`.
fn parse_komi(input: ParseStream) -> syn::Result<Komi> {
    let w: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "expected `komi` and a number, as in `komi 7.5`"))?;
    if Particle::from_word(&w.to_string()) != Some(Particle::Komi) {
        return Err(syn::Error::new(
            w.span(),
            format!("unknown word `{w}` in `score:`: expected `komi`, as in `komi 7.5`"),
        ));
    }
    let negative = input.peek(Token![-]);
    if negative {
        input.parse::<Token![-]>()?;
    }
    let (digits, span) = if input.peek(syn::LitFloat) {
        let lit: syn::LitFloat = input.parse()?;
        (lit.base10_digits().to_string(), lit.span())
    } else if input.peek(syn::LitInt) {
        let lit: syn::LitInt = input.parse()?;
        (lit.base10_digits().to_string(), lit.span())
    } else {
        return Err(syn::Error::new(
            w.span(),
            "`komi` needs a number of points, as in `komi 7.5`",
        ));
    };
    let halves = half_points(&digits).ok_or_else(|| {
        syn::Error::new(
            span,
            format!("`komi {digits}` is not a whole or half point, as in `komi 7.5`"),
        )
    })?;
    expect_end(input, "the komi")?;
    Ok(Komi {
        halves: if negative { -halves } else { halves },
        span,
    })
}

/// `7.5` as 15 half points; `None` for a number that is not a multiple of
/// a half, or too large to mean anything on a board.
pub(super) fn half_points(digits: &str) -> Option<i64> {
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let whole: i64 = whole.parse().ok().filter(|w| *w <= 10_000)?;
    let fraction = fraction.trim_end_matches('0');
    let half = match fraction {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    Some(whole * 2 + half)
}

#[cfg(test)]
mod tests {
    use super::half_points;

    #[test]
    fn komi_is_counted_in_half_points() {
        assert_eq!(half_points("7.5"), Some(15));
        assert_eq!(half_points("6"), Some(12));
        assert_eq!(half_points("0.50"), Some(1));
        assert_eq!(half_points("7.25"), None);
        assert_eq!(half_points("99999"), None);
    }
}
