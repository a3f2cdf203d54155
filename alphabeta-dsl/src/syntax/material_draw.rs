//! `draw: 16 moves with 3 King against King | 2 King and Man against
//! King`: a draw after that many moves of each player while the material
//! on the board stays one of the patterns named (draughts' king endings).

use super::{is_word, number, peek_word, Num};
use crate::vocab::Particle;
use proc_macro2::{Ident, Span};
use std::fmt;
use syn::parse::ParseStream;
use syn::{LitInt, Token};

/// `N moves with pattern | pattern`, as written.
pub struct MaterialDraw {
    /// The moves of each player the material must last.
    pub moves: Num,
    /// The patterns, any of which holds.
    pub patterns: Vec<Pattern>,
}

/// One pattern of material.
pub enum Pattern {
    /// `3 King against King`: what one player has, against what the other
    /// has, either way round; each side has exactly the pieces it names.
    Sides([Vec<Term>; 2]),
    /// `4..=5 pieces and King each`: the pieces on the board, of every
    /// kind and both players, and the kind each player has one of at
    /// least, if named.
    Total { count: Range, each: Option<Ident> },
}

/// `2 King`, `3.. King`, `0..=2 Man`: how many pieces of a kind a player
/// has.
pub struct Term {
    pub count: Range,
    pub kind: Ident,
}

/// A count: `3` (exactly; `King` alone is 1), `3..` (at least) or `3..=5`.
#[derive(Clone, Copy)]
pub struct Range {
    pub low: u64,
    /// `None` for `3..`: no upper bound.
    pub high: Option<u64>,
    pub span: Span,
}

/// After `N moves`, at `with`: the patterns, `|` between them.
pub fn parse(input: ParseStream, moves: Num) -> syn::Result<MaterialDraw> {
    input.parse::<Ident>()?; // `with`
    let mut patterns = Vec::new();
    loop {
        patterns.push(parse_pattern(input)?);
        if !input.peek(Token![|]) {
            break;
        }
        input.parse::<Token![|]>()?;
    }
    super::expect_end(input, "the material of the draw")?;
    Ok(MaterialDraw { moves, patterns })
}

/// `A against B`, or `N pieces [and Kind each]`.
fn parse_pattern(input: ParseStream) -> syn::Result<Pattern> {
    let count = parse_range(input)?;
    if peek_word(input, Particle::Pieces) {
        input.parse::<Ident>()?;
        let count = count.ok_or_else(|| {
            syn::Error::new(
                input.span(),
                "`pieces` counts the pieces on the board, as in `4..=5 pieces`",
            )
        })?;
        let mut each = None;
        if peek_word(input, Particle::And) {
            input.parse::<Ident>()?;
            let example =
                "`and ... each` names the kind each player has, as in `4..=5 pieces and King each`";
            let kind: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), example))?;
            if is_word(&kind, Particle::Each) {
                return Err(syn::Error::new(kind.span(), example));
            }
            let word: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    format!("expected `each`, as in `and {kind} each`"),
                )
            })?;
            if !is_word(&word, Particle::Each) {
                return Err(syn::Error::new(
                    word.span(),
                    format!("expected `each`, as in `and {kind} each`"),
                ));
            }
            each = Some(kind);
        }
        return Ok(Pattern::Total { count, each });
    }
    let first = parse_side(input, count)?;
    // Where `against` is missing, the error points at the side's last
    // kind, after which it was expected (the end of the input has no
    // token of its own to point at).
    let last = first.last().map(|term| term.kind.span());
    let against: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            last.unwrap_or_else(|| e.span()),
            "expected `against` and the other player's pieces after this (`and` joins one player's own), as in `3 King against King`",
        )
    })?;
    if !is_word(&against, Particle::Against) {
        return Err(syn::Error::new(
            against.span(),
            format!(
                "expected `against`, found `{against}`: write the pattern as `3 King against King`"
            ),
        ));
    }
    let second = parse_side(input, parse_range(input)?)?;
    Ok(Pattern::Sides([first, second]))
}

/// One player's pieces: terms joined by `and`, the first term's count
/// already read (`None` if not written).
fn parse_side(input: ParseStream, first_count: Option<Range>) -> syn::Result<Vec<Term>> {
    let mut terms = vec![parse_term(input, first_count)?];
    while peek_word(input, Particle::And) {
        input.parse::<Ident>()?;
        let count = parse_range(input)?;
        terms.push(parse_term(input, count)?);
    }
    Ok(terms)
}

/// A kind after its count; the count is 1 where none is written.
fn parse_term(input: ParseStream, count: Option<Range>) -> syn::Result<Term> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "name a kind of piece, as in `3 King against King`",
        )
    })?;
    let count = count.unwrap_or(Range {
        low: 1,
        high: Some(1),
        span: kind.span(),
    });
    Ok(Term { count, kind })
}

/// `3`, `3..` or `3..=5`, if a number comes next.
fn parse_range(input: ParseStream) -> syn::Result<Option<Range>> {
    if !input.peek(LitInt) {
        return Ok(None);
    }
    let low = number(&input.parse::<LitInt>()?)?;
    if input.peek(Token![..=]) {
        input.parse::<Token![..=]>()?;
        let high = number(&input.parse::<LitInt>().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!(
                    "`{}..=` takes the highest count, as in `{}..=5`",
                    low.value, low.value
                ),
            )
        })?)?;
        return Ok(Some(Range {
            low: low.value,
            high: Some(high.value),
            span: low.span.join(high.span).unwrap_or(low.span),
        }));
    }
    if input.peek(Token![..]) {
        input.parse::<Token![..]>()?;
        return Ok(Some(Range {
            low: low.value,
            high: None,
            span: low.span,
        }));
    }
    Ok(Some(Range {
        low: low.value,
        high: Some(low.value),
        span: low.span,
    }))
}

impl MaterialDraw {
    /// The kinds the patterns name, in the order written: each side's
    /// terms, then a total's `each`.
    pub fn kinds(&self) -> impl Iterator<Item = &Ident> + '_ {
        self.patterns.iter().flat_map(|p| match p {
            Pattern::Sides(sides) => sides.iter().flatten().map(|t| &t.kind).collect::<Vec<_>>(),
            Pattern::Total { each, .. } => each.iter().collect(),
        })
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.high {
            Some(h) if h == self.low => write!(f, "{}", self.low),
            Some(h) => write!(f, "{}..={h}", self.low),
            None => write!(f, "{}..", self.low),
        }
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count.low == 1 && self.count.high == Some(1) {
            return write!(f, "{}", self.kind);
        }
        write!(f, "{} {}", self.count, self.kind)
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pattern::Sides(sides) => {
                for (s, terms) in sides.iter().enumerate() {
                    f.write_str(if s > 0 { " against " } else { "" })?;
                    for (i, t) in terms.iter().enumerate() {
                        write!(f, "{}{t}", if i > 0 { " and " } else { "" })?;
                    }
                }
                Ok(())
            }
            Pattern::Total { count, each } => {
                write!(f, "{count} pieces")?;
                if let Some(kind) = each {
                    write!(f, " and {kind} each")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for MaterialDraw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} moves with ", self.moves.value)?;
        for (i, p) in self.patterns.iter().enumerate() {
            write!(f, "{}{p}", if i > 0 { " | " } else { "" })?;
        }
        Ok(())
    }
}
