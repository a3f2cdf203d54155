//! Cells and what stands on them: zones, `zone`, `setup:`, and the rules
//! of piece games that take one word, `captures:` and `no moves:`.

use super::{expect_end, is_word, number, one_item, run, run_all, word, Body, Num};
use crate::ctxt::Ctxt;
use crate::split;
use crate::suggest;
use crate::vocab::{NoMoves, Particle, Section as Keyword, SideWord, ZoneWord};
use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use std::fmt;
use syn::parse::ParseStream;
use syn::{LitInt, LitStr, Token};

/// A set of cells, as written.
#[derive(Clone)]
pub enum ZoneSpec {
    /// Each player's last (farthest) row.
    LastRow(Span),
    /// Each player's first (own back) row.
    FirstRow(Span),
    /// `last n rows` or `first n rows`: each player's `n` farthest or
    /// nearest rows.
    Ranks { last: bool, n: Num, span: Span },
    /// `own row n` or `own rows a..=b`: rows counted from 1 at each
    /// player's own back row.
    Own { from: Num, to: Num, span: Span },
    /// `own d1 e1`: the cells as the first player names them, turned half
    /// a circle for the second.
    OwnCells(Vec<(String, Span)>, Span),
    /// `row n` or `rows a..=b`, counted from 1 at the bottom.
    Rows { from: Num, to: Num },
    /// `squares a..=b`: the numbered squares of a `dark` board.
    Squares { from: Num, to: Num },
    /// Cells by name, `a4 d1`.
    Cells(Vec<(String, Span)>),
    /// A zone declared with `zone Name: ...`.
    Named(Ident),
}

impl ZoneSpec {
    pub fn span(&self) -> Span {
        match self {
            ZoneSpec::LastRow(s) | ZoneSpec::FirstRow(s) => *s,
            ZoneSpec::Ranks { span, .. }
            | ZoneSpec::Own { span, .. }
            | ZoneSpec::OwnCells(_, span) => *span,
            ZoneSpec::Rows { from, .. } | ZoneSpec::Squares { from, .. } => from.span,
            ZoneSpec::Cells(cells) => cells.first().map_or(Span::call_site(), |c| c.1),
            ZoneSpec::Named(name) => name.span(),
        }
    }
}

impl fmt::Display for ZoneSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZoneSpec::LastRow(_) => f.write_str("last row"),
            ZoneSpec::FirstRow(_) => f.write_str("first row"),
            ZoneSpec::Ranks { last, n, .. } => {
                write!(
                    f,
                    "{} {} rows",
                    if *last { "last" } else { "first" },
                    n.value
                )
            }
            ZoneSpec::Own { from, to, .. } if from.value == to.value => {
                write!(f, "own row {}", from.value)
            }
            ZoneSpec::Own { from, to, .. } => write!(f, "own rows {}..={}", from.value, to.value),
            ZoneSpec::Rows { from, to } if from.value == to.value => {
                write!(f, "row {}", from.value)
            }
            ZoneSpec::Rows { from, to } => write!(f, "rows {}..={}", from.value, to.value),
            ZoneSpec::Squares { from, to } if from.value == to.value => {
                write!(f, "square {}", from.value)
            }
            ZoneSpec::Squares { from, to } => {
                write!(f, "squares {}..={}", from.value, to.value)
            }
            ZoneSpec::Cells(cells) => {
                let names: Vec<&str> = cells.iter().map(|c| c.0.as_str()).collect();
                f.write_str(&names.join(" "))
            }
            ZoneSpec::OwnCells(cells, _) => {
                let names: Vec<&str> = cells.iter().map(|c| c.0.as_str()).collect();
                write!(f, "own {}", names.join(" "))
            }
            ZoneSpec::Named(name) => write!(f, "{name}"),
        }
    }
}

/// `first Pawn on rows 1..=2`: a player, an optional piece and cells.
pub struct Placement {
    pub side: SideWord,
    pub side_span: Span,
    pub piece: Option<Ident>,
    pub cells: ZoneSpec,
}

pub enum SetupSpec {
    Placements(Vec<Placement>),
    /// A board string: rows top first, separated by `/`.
    Board(LitStr),
}

pub struct ZoneDef {
    pub name: Ident,
    pub cells: ZoneSpec,
}

/// `zone Name: cells`.
pub fn zone_section(words: &[Ident], values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let Some(name) = words.get(1).filter(|_| words.len() == 2).cloned() else {
        cx.error(
            words[0].span(),
            "a zone is declared as `zone Name: cells`, as in `zone Goal: last row`",
        );
        return Body::Invalid;
    };
    let parse = |input: ParseStream| {
        let cells = parse_zone(input)?;
        expect_end(input, "the zone")?;
        Ok(cells)
    };
    run(cx, values, parse).map_or(Body::Invalid, |cells| Body::Zone(ZoneDef { name, cells }))
}

/// `setup: first Pawn on rows 1..=2, ...` or `setup: "board string"`.
pub fn setup_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if let [item] = items.as_slice() {
        if let [TokenTree::Literal(_)] = item.as_slice() {
            let ts: TokenStream = item.iter().cloned().collect();
            return match syn::parse2::<LitStr>(ts) {
                Ok(s) => Body::Setup(SetupSpec::Board(s)),
                Err(e) => {
                    cx.error(e.span(), "`setup:` takes placements such as `first Pawn on rows 1..=2`, or a board string in quotes");
                    Body::Invalid
                }
            };
        }
    }
    if items.is_empty() {
        cx.error(
            span,
            "`setup:` needs placements, as in `setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8`",
        );
        return Body::Invalid;
    }
    run_all(cx, &items, parse_placement)
        .map_or(Body::Invalid, |p| Body::Setup(SetupSpec::Placements(p)))
}

/// `no moves: lose | draw | win | pass`.
pub fn no_moves_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    match one_rule(Keyword::NoMoves, span, values, cx) {
        Some((rule, at)) => Body::NoMoves(rule, at),
        None => Body::Invalid,
    }
}

/// `checkmate: lose | draw | win` or `stalemate: ...`: what happens to the
/// player who cannot move, in check or not. Nobody passes here.
pub fn ending_section(keyword: Keyword, span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    match one_rule(keyword, span, values, cx) {
        Some((NoMoves::Pass, at)) => {
            cx.error(at, format!("`{keyword}:` says what happens to the player who cannot move: `lose`, `draw` or `win`; a royal piece's game never passes"));
            Body::Invalid
        }
        Some((rule, at)) => Body::Ending(rule, at),
        None => Body::Invalid,
    }
}

/// One word of the `no moves:` table, the value of `keyword`, or a
/// verdict by the count of pieces: `fewer pieces win`, `more pieces win`.
fn one_rule(
    keyword: Keyword,
    span: Span,
    values: &[TokenTree],
    cx: &mut Ctxt,
) -> Option<(NoMoves, Span)> {
    let item = one_item(keyword, span, values, cx)?;
    let by_count = |w: &Ident| {
        matches!(
            NoMoves::from_word(&w.to_string()),
            Some(NoMoves::Fewer | NoMoves::More)
        )
    };
    match item.as_slice() {
        [TokenTree::Ident(w), rest @ ..] if by_count(w) => {
            let rule = NoMoves::from_word(&w.to_string())?;
            let words: Vec<String> = rest.iter().map(ToString::to_string).collect();
            if words == ["pieces", "win"] {
                return Some((rule, w.span()));
            }
            let at = rest.first().map_or(w.span(), TokenTree::span);
            cx.error(at, format!("`{keyword}: {w}` is a verdict by the count of pieces, written `{w} pieces win`: the player with {w} pieces on the board wins, and equal counts draw"));
            None
        }
        [TokenTree::Ident(w)] => match word::<NoMoves>(w) {
            Ok(rule) => Some((rule, w.span())),
            Err(e) => {
                cx.push(e);
                None
            }
        },
        other => {
            let at = other.first().map_or(span, TokenTree::span);
            cx.error(
                at,
                format!("`{keyword}:` takes one word, `lose`, `draw`, `win` or `pass`, or a count of pieces: `fewer pieces win`, `more pieces win`"),
            );
            None
        }
    }
}

fn parse_placement(input: ParseStream) -> syn::Result<Placement> {
    let side_word: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "a placement names a player, as in `first Pawn on rows 1..=2`",
        )
    })?;
    let side = word::<SideWord>(&side_word)?;
    let expect_on = "expected `on` and the cells, as in `first Pawn on rows 1..=2`";
    let next: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a piece or `on` after `{side_word}`"),
        )
    })?;
    let mut piece = None;
    if !is_word(&next, Particle::On) {
        piece = Some(next);
        let on: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), expect_on))?;
        if !is_word(&on, Particle::On) {
            return Err(syn::Error::new(on.span(), expect_on));
        }
    }
    let cells = parse_zone(input)?;
    expect_end(input, "the cells")?;
    Ok(Placement {
        side,
        side_span: side_word.span(),
        piece,
        cells,
    })
}

/// `a..=b` or a single number.
fn parse_range(input: ParseStream) -> syn::Result<(Num, Num)> {
    let from: LitInt = input.parse()?;
    let from = number(&from)?;
    if input.peek(Token![..=]) {
        input.parse::<Token![..=]>()?;
        let to: LitInt = input.parse()?;
        Ok((from, number(&to)?))
    } else if input.peek(Token![..]) {
        Err(input.error("write an inclusive range, as in `1..=2`"))
    } else {
        Ok((from, from))
    }
}

/// A zone: `last row`, `first row`, `row n`, `rows a..=b`, `squares a..=b`,
/// cell names, or the name of a declared zone (capitalised, as in `Goal`).
pub fn parse_zone(input: ParseStream) -> syn::Result<ZoneSpec> {
    let w: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected cells: `last row`, `rows 1..=2`, `squares 1..=12` or cell names such as `a4 d1`",
        )
    })?;
    let text = w.to_string();
    if is_cell_name(&text) {
        return parse_cell_names(input, text, w.span());
    }
    if text.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Ok(ZoneSpec::Named(w));
    }
    let Some(zone_word) = ZoneWord::from_word(&text) else {
        let message = match suggest::closest(&text, ZoneWord::WORDS) {
            Some(_) => suggest::unknown_word::<ZoneWord>(&text),
            None => {
                let mut chars = text.chars();
                let first: String = chars
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .collect();
                format!(
                    "unknown zone `{text}`: a zone's name is capitalised, as in `{first}{}`; cells are `last row`, `rows 1..=2`, `squares 1..=12` or names such as `a4`",
                    chars.as_str()
                )
            }
        };
        return Err(syn::Error::new(w.span(), message));
    };
    match zone_word {
        ZoneWord::Last | ZoneWord::First if input.peek(LitInt) => {
            let n = number(&input.parse::<LitInt>()?)?;
            let rows: Ident = input.parse()?;
            if !is_word(&rows, ZoneWord::Rows) {
                return Err(syn::Error::new(
                    rows.span(),
                    format!("expected `{text} {} rows`", n.value),
                ));
            }
            Ok(ZoneSpec::Ranks {
                last: zone_word == ZoneWord::Last,
                n,
                span: w.span(),
            })
        }
        ZoneWord::Own => {
            if let Some((cell, _)) = input.cursor().ident() {
                if is_cell_name(&cell.to_string()) {
                    let first: Ident = input.parse()?;
                    let ZoneSpec::Cells(cells) =
                        parse_cell_names(input, first.to_string(), first.span())?
                    else {
                        unreachable!("cell names parse as cells")
                    };
                    return Ok(ZoneSpec::OwnCells(cells, w.span()));
                }
            }
            let row: Ident = input.parse()?;
            if !is_word(&row, ZoneWord::Row) && !is_word(&row, ZoneWord::Rows) {
                return Err(syn::Error::new(
                    row.span(),
                    "expected `own row 2`, `own rows 1..=3` or cell names, `own d1 e1`, counted from each player's own back row",
                ));
            }
            let (from, to) = parse_range(input)?;
            Ok(ZoneSpec::Own {
                from,
                to,
                span: w.span(),
            })
        }
        ZoneWord::Last | ZoneWord::First => {
            let row: Ident = input.parse()?;
            if !is_word(&row, ZoneWord::Row) {
                return Err(syn::Error::new(
                    row.span(),
                    format!("expected `{text} row`"),
                ));
            }
            Ok(if zone_word == ZoneWord::Last {
                ZoneSpec::LastRow(w.span())
            } else {
                ZoneSpec::FirstRow(w.span())
            })
        }
        ZoneWord::Row | ZoneWord::Rows => {
            let (from, to) = parse_range(input)?;
            Ok(ZoneSpec::Rows { from, to })
        }
        ZoneWord::Square | ZoneWord::Squares => {
            let (from, to) = parse_range(input)?;
            Ok(ZoneSpec::Squares { from, to })
        }
    }
}

fn parse_cell_names(input: ParseStream, first: String, span: Span) -> syn::Result<ZoneSpec> {
    let mut cells = vec![(first, span)];
    while input.peek(syn::Ident) {
        let more: Ident = input.parse()?;
        let t = more.to_string();
        if !is_cell_name(&t) {
            return Err(syn::Error::new(
                more.span(),
                format!("`{t}` is not a cell name such as `a1`"),
            ));
        }
        cells.push((t, more.span()));
    }
    Ok(ZoneSpec::Cells(cells))
}

/// `a1`, `j10`, `ab12`: lowercase file letters, then a rank number.
pub(super) fn is_cell_name(text: &str) -> bool {
    let digits = text.trim_start_matches(|c: char| c.is_ascii_lowercase());
    digits.len() < text.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}
