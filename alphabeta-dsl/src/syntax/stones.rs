//! `score:`: how a game of stones is counted when it ends.

use super::{expect_end, run, word, Body};
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
    let w: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "`score:` expects a way of counting: `area`"))?;
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
fn half_points(digits: &str) -> Option<i64> {
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
