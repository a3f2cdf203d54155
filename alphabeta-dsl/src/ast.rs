//! Phase 1, parse: tokens to a syntax-shaped tree that keeps every span.
//!
//! A declaration is split into sections first (`keyword: values`, separated
//! by commas), so that a mistake in one section is reported and the others
//! are still read: every error of a declaration comes out at once.

mod pieces;

use crate::ctxt::Ctxt;
pub use crate::ir::{Edge, Verdict};
use crate::suggest;
pub use pieces::{NoMoves, PieceDef, PieceRule, SetupSpec, Target, ZoneDef, ZoneSpec};
use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use std::fmt;
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, LitInt, Token, Visibility};

/// Section keywords, for "did you mean".
pub const SECTIONS: &[&str] = &[
    "board", "players", "moves", "win", "lose", "draw", "eval", "hints", "piece", "setup", "zone",
    "captures", "no moves",
];
/// Sections of the language that this version recognises but does not implement.
pub const LATER_SECTIONS: &[&str] = &[];
const MOVES: &[&str] = &["place", "drop"];
const CONDITIONS: &[&str] = &[
    "line", "connect", "full", "reach", "captured", "most", "when",
];
const LATER_CONDITIONS: &[&str] = &["when"];
const EDGES: &[&str] = &["top", "bottom", "left", "right"];
const SIDES: &[&str] = &["first", "second"];

/// One declared game.
pub struct GameDef {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub sections: Vec<Section>,
}

/// `keyword: values`.
pub struct Section {
    pub keyword: Keyword,
    pub body: Body,
}

/// The words before the colon, such as `board` or `no moves`.
pub struct Keyword {
    pub text: String,
    pub span: Span,
}

pub enum Body {
    Board(BoardSpec),
    Players(Vec<Ident>),
    Moves(Vec<MoveSpec>),
    End(Verdict, Vec<Condition>),
    /// `eval: path` or `hints: path`.
    Hook(syn::Path),
    /// `piece Name { ... }` or `piece Name: betza`.
    Piece(PieceDef),
    /// `setup: ...`.
    Setup(SetupSpec),
    /// `zone Name: cells`.
    Zone(ZoneDef),
    /// `captures: mandatory`.
    Captures(Span),
    /// `no moves: lose | draw | pass`.
    NoMoves(NoMoves, Span),
    /// A section of the language that this version does not implement yet.
    Later,
    /// Malformed; already reported.
    Invalid,
}

/// A number as written, with its span.
#[derive(Clone, Copy)]
pub struct Num {
    pub value: u64,
    pub span: Span,
}

pub struct BoardSpec {
    pub hex: bool,
    /// `dark`: only the dark squares are played on, as in draughts.
    pub dark: Option<Span>,
    pub width: Num,
    pub height: Num,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    Place,
    Drop,
}

pub struct MoveSpec {
    pub kind: MoveKind,
    pub span: Span,
    /// `place flipping`: the word `flipping`, as in othello.
    pub flipping: Option<Span>,
}

/// One end condition, such as `line(4)`.
pub struct Condition {
    pub test: Test,
    /// The condition's keyword (`line`, `connect`, `full`).
    pub span: Span,
}

/// Two edges written `top-bottom`.
#[derive(Clone, Copy)]
pub struct EdgePair {
    pub a: Edge,
    pub b: Edge,
    pub span: Span,
}

#[derive(Clone)]
pub enum Test {
    Line {
        n: Num,
        exactly: bool,
    },
    /// `connect(edges)` (`both`) or `connect(first: edges, second: edges)`.
    Connect {
        both: Option<EdgePair>,
        first: Option<EdgePair>,
        second: Option<EdgePair>,
    },
    Full,
    /// `reach(zone)`: a piece of the player on the zone.
    Reach(ZoneSpec),
    /// `captured all`: the opponent has no piece left.
    CapturedAll,
    /// `most pieces`: when neither player can move, the one with more pieces.
    MostPieces,
    /// A condition of the language that this version does not implement yet.
    Later(String),
}

impl fmt::Display for EdgePair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.a, self.b)
    }
}

/// How the condition is written, for messages.
impl fmt::Display for Test {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Test::Line { n, exactly: false } => write!(f, "line({})", n.value),
            Test::Line { n, exactly: true } => write!(f, "line(exactly {})", n.value),
            Test::Connect { both: Some(e), .. } => write!(f, "connect({e})"),
            Test::Connect { first, second, .. } => {
                f.write_str("connect(")?;
                if let Some(e) = first {
                    write!(f, "first: {e}")?;
                }
                if let Some(e) = second {
                    write!(f, "{}second: {e}", if first.is_some() { ", " } else { "" })?;
                }
                f.write_str(")")
            }
            Test::Full => f.write_str("full"),
            Test::Reach(zone) => write!(f, "reach({zone})"),
            Test::CapturedAll => f.write_str("captured all"),
            Test::MostPieces => f.write_str("most pieces"),
            Test::Later(text) => f.write_str(text),
        }
    }
}

/// Parses every game of one `game!` invocation. Errors go to `cx`; a game
/// whose header cannot be read is skipped, one whose sections have errors
/// is kept so that validation still reports on the rest.
pub fn parse_games(input: TokenStream, cx: &mut Ctxt) -> Vec<GameDef> {
    let parser = |input: ParseStream| {
        let mut headers = Vec::new();
        while !input.is_empty() {
            let attrs = input.call(Attribute::parse_outer)?;
            let vis: Visibility = input.parse()?;
            let name: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected the game's name, as in `game! { pub TicTacToe { ... } }`",
                )
            })?;
            let body: Group = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    format!("expected `{{` and the rules of `{name}` after its name"),
                )
            })?;
            if body.delimiter() != Delimiter::Brace {
                return Err(syn::Error::new(
                    body.span_open(),
                    format!("the rules of `{name}` go in braces: `{name} {{ ... }}`"),
                ));
            }
            headers.push((attrs, vis, name, body));
        }
        Ok(headers)
    };
    let headers = match parser.parse2(input) {
        Ok(h) => h,
        Err(e) => {
            cx.push(e);
            return Vec::new();
        }
    };
    if headers.is_empty() {
        cx.error(
            Span::call_site(),
            "`game!` needs a game, as in `game! { pub TicTacToe { board: 3 x 3, ... } }`",
        );
    }
    headers
        .into_iter()
        .map(|(attrs, vis, name, body)| {
            let sections = parse_sections(body.stream(), cx);
            GameDef {
                attrs,
                vis,
                name,
                sections,
            }
        })
        .collect()
}

/// The start of a section at `tokens[i]`: its keyword words and where its
/// values begin.
struct Head {
    words: Vec<Ident>,
    values_start: usize,
}

fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

fn head_at(tokens: &[TokenTree], i: usize) -> Option<Head> {
    let mut words = Vec::new();
    let mut j = i;
    while let Some(TokenTree::Ident(id)) = tokens.get(j) {
        words.push(id.clone());
        j += 1;
    }
    if words.is_empty() || words.len() > 3 {
        return None;
    }
    match tokens.get(j) {
        // A single `:`, not the first half of a path's `::`.
        Some(TokenTree::Punct(p))
            if p.as_char() == ':' && p.spacing() == proc_macro2::Spacing::Alone =>
        {
            Some(Head {
                words,
                values_start: j + 1,
            })
        }
        // `piece Man { ... }`
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace && words[0] == "piece" => {
            Some(Head {
                words,
                values_start: j,
            })
        }
        _ => None,
    }
}

fn parse_sections(body: TokenStream, cx: &mut Ctxt) -> Vec<Section> {
    let tokens: Vec<TokenTree> = body.into_iter().collect();
    let mut sections = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some(head) = head_at(&tokens, i) else {
            cx.error(
                tokens[i].span(),
                "expected a section such as `board: 3 x 3`",
            );
            // Skip to the next section.
            i += 1;
            while i < tokens.len()
                && !(is_punct(tokens.get(i - 1), ',') && head_at(&tokens, i).is_some())
            {
                i += 1;
            }
            continue;
        };
        // The values run to the next `, keyword:`; a keyword with no comma
        // before it is a forgotten comma.
        let mut end = head.values_start;
        let mut next = tokens.len();
        while end < tokens.len() {
            if is_punct(tokens.get(end), ',') && head_at(&tokens, end + 1).is_some() {
                next = end + 1;
                break;
            }
            if end > head.values_start {
                if let Some(h) = head_at(&tokens, end) {
                    let text = words_text(&h.words);
                    if SECTIONS.contains(&text.as_str())
                        || h.words[0] == "piece"
                        || h.words[0] == "zone"
                    {
                        cx.error(
                            tokens[end].span(),
                            format!("missing `,` before the `{text}:` section"),
                        );
                        next = end;
                        break;
                    }
                }
            }
            end += 1;
        }
        sections.push(parse_section(&head, &tokens[head.values_start..end], cx));
        i = next;
    }
    sections
}

fn words_text(words: &[Ident]) -> String {
    words
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn parse_section(head: &Head, values: &[TokenTree], cx: &mut Ctxt) -> Section {
    let text = words_text(&head.words);
    let keyword = Keyword {
        text: text.clone(),
        span: head.words[0].span(),
    };
    if head.words[0] == "piece" || head.words[0] == "zone" {
        let body = if head.words[0] == "piece" {
            pieces::piece_section(&head.words, values, cx)
        } else {
            pieces::zone_section(&head.words, values, cx)
        };
        return Section {
            keyword: Keyword {
                text: head.words[0].to_string(),
                ..keyword
            },
            body,
        };
    }
    let items = split_items(values);
    let span = keyword.span;
    let body = match text.as_str() {
        "board" => one_item(&text, span, &items, cx).map_or(Body::Invalid, |item| {
            run(cx, item, parse_board).map_or(Body::Invalid, Body::Board)
        }),
        "players" => {
            let names: Vec<Ident> = items
                .iter()
                .filter_map(|item| run(cx, item, parse_player))
                .collect();
            if names.len() == items.len() && !items.is_empty() {
                Body::Players(names)
            } else {
                if items.is_empty() {
                    cx.error(
                        span,
                        "`players:` names the two players, as in `players: X, O`",
                    );
                }
                Body::Invalid
            }
        }
        "moves" => {
            let moves: Vec<MoveSpec> = items
                .iter()
                .filter_map(|item| run(cx, item, parse_move))
                .collect();
            if items.is_empty() {
                cx.error(span, "`moves:` needs a kind of move: `place` or `drop`");
            }
            if moves.len() == items.len() && !moves.is_empty() {
                Body::Moves(moves)
            } else {
                Body::Invalid
            }
        }
        "win" | "lose" | "draw" => {
            let verdict = match text.as_str() {
                "win" => Verdict::Win,
                "lose" => Verdict::Lose,
                _ => Verdict::Draw,
            };
            let conditions: Vec<Condition> = items
                .iter()
                .filter_map(|item| run(cx, item, parse_condition))
                .collect();
            if items.is_empty() {
                cx.error(
                    span,
                    format!("`{text}:` needs a condition, such as `line(3)` or `full`"),
                );
            }
            if conditions.len() == items.len() && !conditions.is_empty() {
                Body::End(verdict, conditions)
            } else {
                Body::Invalid
            }
        }
        "eval" | "hints" => one_item(&text, span, &items, cx).map_or(Body::Invalid, |item| {
            let ts: TokenStream = item.iter().cloned().collect();
            match syn::parse2::<syn::Path>(ts) {
                Ok(path) => Body::Hook(path),
                Err(e) => {
                    cx.error(
                        e.span(),
                        format!("`{text}:` names a Rust function, as in `{text}: my_{text}`"),
                    );
                    Body::Invalid
                }
            }
        }),
        "setup" => pieces::setup_section(span, &items, cx),
        "captures" => pieces::captures_section(span, &items, cx),
        "no moves" => pieces::no_moves_section(span, &items, cx),
        _ if LATER_SECTIONS.contains(&text.as_str()) => Body::Later,
        _ => {
            cx.error(
                head.words[0].span(),
                suggest::unknown("section", &text, SECTIONS),
            );
            Body::Invalid
        }
    };
    Section { keyword, body }
}

/// Splits values at top-level commas; commas inside brackets belong to the item.
fn split_items(values: &[TokenTree]) -> Vec<Vec<TokenTree>> {
    let mut items = vec![Vec::new()];
    for t in values {
        if is_punct(Some(t), ',') {
            items.push(Vec::new());
        } else {
            items.last_mut().expect("never empty").push(t.clone());
        }
    }
    if items.last().is_some_and(Vec::is_empty) {
        items.pop(); // a trailing comma
    }
    items
}

fn one_item<'a>(
    keyword: &str,
    span: Span,
    items: &'a [Vec<TokenTree>],
    cx: &mut Ctxt,
) -> Option<&'a Vec<TokenTree>> {
    match items {
        [item] => Some(item),
        [] => {
            cx.error(span, format!("`{keyword}:` needs a value"));
            None
        }
        [_, second, ..] => {
            let at = second.first().map_or(span, TokenTree::span);
            cx.error(at, format!("`{keyword}:` takes one value"));
            None
        }
    }
}

/// Runs an item parser; an empty item (`,,`) or a parse error is reported.
fn run<T>(
    cx: &mut Ctxt,
    item: &[TokenTree],
    parse: fn(ParseStream) -> syn::Result<T>,
) -> Option<T> {
    let Some(first) = item.first() else {
        cx.error(Span::call_site(), "an empty value between two commas");
        return None;
    };
    let ts: TokenStream = item.iter().cloned().collect();
    let first_span = first.span();
    match parse.parse2(ts) {
        Ok(v) => Some(v),
        Err(e) => {
            // syn reports the end of input at the call site; point at the item instead.
            let e = if e.span().source_text().is_none() && e.to_string().contains("end of input") {
                syn::Error::new(first_span, e.to_string())
            } else {
                e
            };
            cx.push(e);
            None
        }
    }
}

/// An error for a section keyword found among values: a forgotten colon.
fn missing_colon(id: &Ident) -> Option<syn::Error> {
    let text = id.to_string();
    SECTIONS.contains(&text.as_str()).then(|| {
        syn::Error::new(
            id.span(),
            format!("missing `:` after the section keyword `{text}`"),
        )
    })
}

fn expect_end(input: ParseStream, what: &str) -> syn::Result<()> {
    if input.is_empty() {
        Ok(())
    } else {
        Err(input.error(format!("unexpected tokens after {what}")))
    }
}

fn number(lit: &LitInt) -> syn::Result<Num> {
    let value = lit
        .base10_parse::<u64>()
        .map_err(|_| syn::Error::new(lit.span(), "expected a whole number"))?;
    Ok(Num {
        value,
        span: lit.span(),
    })
}

fn parse_board(input: ParseStream) -> syn::Result<BoardSpec> {
    let mut hex = false;
    if input.peek(syn::Ident) {
        let shape: Ident = input.parse()?;
        if shape == "hex" {
            hex = true;
        } else if let Some(e) = missing_colon(&shape) {
            return Err(e);
        } else {
            return Err(syn::Error::new(
                shape.span(),
                suggest::unknown("board shape", &shape.to_string(), &["hex"]),
            ));
        }
    }
    let size_error = |span| {
        syn::Error::new(
            span,
            "`board:` expects a size such as `7 x 6` (columns x rows)",
        )
    };
    let width: LitInt = input.parse().map_err(|e| size_error(e.span()))?;
    let (width, height) = if let Some(rest) = width.suffix().strip_prefix('x') {
        // `7x6` lexes as the number 7 with the suffix `x6`.
        let value = rest.parse::<u64>().map_err(|_| size_error(width.span()))?;
        let digits = width
            .base10_digits()
            .parse::<u64>()
            .map_err(|_| size_error(width.span()))?;
        (
            Num {
                value: digits,
                span: width.span(),
            },
            Num {
                value,
                span: width.span(),
            },
        )
    } else {
        if !width.suffix().is_empty() {
            return Err(size_error(width.span()));
        }
        let x: Ident = input.parse().map_err(|e| size_error(e.span()))?;
        if x != "x" {
            return Err(syn::Error::new(
                x.span(),
                "`board:` writes its size with `x`, as in `7 x 6`",
            ));
        }
        let height: LitInt = input.parse().map_err(|e| size_error(e.span()))?;
        (number(&width)?, number(&height)?)
    };
    let mut dark = None;
    if input.peek(syn::Ident) {
        let extra: Ident = input.parse()?;
        if extra != "dark" {
            return Err(syn::Error::new(
                extra.span(),
                suggest::unknown("board option", &extra.to_string(), &["dark"]),
            ));
        }
        dark = Some(extra.span());
    }
    expect_end(input, "the board size")?;
    Ok(BoardSpec {
        hex,
        dark,
        width,
        height,
    })
}

fn parse_player(input: ParseStream) -> syn::Result<Ident> {
    let name: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`players:` expects a name for each player, as in `players: X, O`",
        )
    })?;
    if let Some(e) = missing_colon(&name) {
        return Err(e);
    }
    expect_end(input, "a player's name")?;
    Ok(name)
}

fn parse_move(input: ParseStream) -> syn::Result<MoveSpec> {
    let word: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "`moves:` expects `place` or `drop`"))?;
    let kind = match word.to_string().as_str() {
        "place" => MoveKind::Place,
        "drop" => MoveKind::Drop,
        other => {
            return Err(missing_colon(&word).unwrap_or_else(|| {
                syn::Error::new(word.span(), suggest::unknown("move", other, MOVES))
            }))
        }
    };
    let mut flipping = None;
    if input.peek(syn::Ident) {
        let extra: Ident = input.parse()?;
        if extra != "flipping" {
            return Err(syn::Error::new(
                extra.span(),
                suggest::unknown("kind of placement", &extra.to_string(), &["flipping"]),
            ));
        }
        if kind != MoveKind::Place {
            return Err(syn::Error::new(
                extra.span(),
                "only `place` can be `flipping`: write `moves: place flipping`",
            ));
        }
        flipping = Some(extra.span());
    }
    expect_end(input, "the kind of move")?;
    Ok(MoveSpec {
        kind,
        span: word.span(),
        flipping,
    })
}

fn parse_condition(input: ParseStream) -> syn::Result<Condition> {
    let word: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected an end condition, such as `line(3)` or `full`",
        )
    })?;
    let span = word.span();
    let text = word.to_string();
    let test = match text.as_str() {
        "line" => {
            let content = parens(input, "line", "line(4)")?;
            let exactly = if content.peek(syn::Ident) {
                let w: Ident = content.parse()?;
                if w != "exactly" {
                    let hint = suggest::closest(&w.to_string(), &["exactly"])
                        .map_or(String::new(), |k| format!(", did you mean `{k}`?"));
                    return Err(syn::Error::new(
                        w.span(),
                        format!("unknown word `{w}` in `line`{hint}"),
                    ));
                }
                true
            } else {
                false
            };
            let n: LitInt = content.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "`line` takes the number of stones in a row, as in `line(4)`",
                )
            })?;
            expect_end(&content, "the length of the line")?;
            Test::Line {
                n: number(&n)?,
                exactly,
            }
        }
        "connect" => {
            let content = parens(input, "connect", "connect(top-bottom)")?;
            parse_connect(&content)?
        }
        "full" => Test::Full,
        "reach" => {
            let content = parens(input, "reach", "reach(last row)")?;
            let zone = pieces::parse_zone(&content)?;
            expect_end(&content, "the zone")?;
            Test::Reach(zone)
        }
        "captured" | "most" => {
            let (second, test) = if text == "captured" {
                ("all", Test::CapturedAll)
            } else {
                ("pieces", Test::MostPieces)
            };
            let next: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), format!("expected `{text} {second}`")))?;
            if next != second {
                return Err(syn::Error::new(
                    next.span(),
                    format!("expected `{text} {second}`, found `{text} {next}`"),
                ));
            }
            test
        }
        _ if LATER_CONDITIONS.contains(&text.as_str()) => {
            let rest: TokenStream = input.parse()?;
            return Ok(Condition {
                test: Test::Later(format!("{text} {rest}").trim().to_string()),
                span,
            });
        }
        _ => {
            return Err(missing_colon(&word).unwrap_or_else(|| {
                syn::Error::new(span, suggest::unknown("end condition", &text, CONDITIONS))
            }))
        }
    };
    expect_end(input, &format!("`{text}`"))?;
    Ok(Condition { test, span })
}

fn parens<'a>(
    input: ParseStream<'a>,
    word: &str,
    example: &str,
) -> syn::Result<syn::parse::ParseBuffer<'a>> {
    if !input.peek(syn::token::Paren) {
        return Err(input.error(format!(
            "`{word}` takes its arguments in parentheses, as in `{example}`"
        )));
    }
    let content;
    syn::parenthesized!(content in input);
    Ok(content)
}

fn parse_connect(input: ParseStream) -> syn::Result<Test> {
    if input.peek(syn::Ident) && input.peek2(Token![:]) {
        let (mut first, mut second) = (None, None);
        while !input.is_empty() {
            let side: Ident = input.parse()?;
            input.parse::<Token![:]>()?;
            let edges = parse_edges(input)?;
            match side.to_string().as_str() {
                "first" => first = Some(edges),
                "second" => second = Some(edges),
                other => {
                    return Err(syn::Error::new(
                        side.span(),
                        suggest::unknown("player", other, SIDES),
                    ))
                }
            }
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        return Ok(Test::Connect {
            both: None,
            first,
            second,
        });
    }
    let both = parse_edges(input)?;
    expect_end(input, "the edges")?;
    Ok(Test::Connect {
        both: Some(both),
        first: None,
        second: None,
    })
}

fn parse_edges(input: ParseStream) -> syn::Result<EdgePair> {
    let expected = "`connect` expects two edges, as in `top-bottom` or `left-right`";
    let a: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    input
        .parse::<Token![-]>()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    let b: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    Ok(EdgePair {
        a: edge_name(&a)?,
        b: edge_name(&b)?,
        span: a.span(),
    })
}

fn edge_name(id: &Ident) -> syn::Result<Edge> {
    Ok(match id.to_string().as_str() {
        "top" => Edge::Top,
        "bottom" => Edge::Bottom,
        "left" => Edge::Left,
        "right" => Edge::Right,
        other => {
            return Err(syn::Error::new(
                id.span(),
                suggest::unknown("edge", other, EDGES),
            ))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn parse(tokens: TokenStream) -> (Vec<GameDef>, Vec<String>) {
        let mut cx = Ctxt::new();
        let games = parse_games(tokens, &mut cx);
        let messages = cx.messages();
        (games, messages)
    }

    #[test]
    fn a_full_declaration_parses() {
        let (games, errors) = parse(quote! {
            /// Doc.
            pub TicTacToe { board: 3 x 3, players: X, O, moves: place, win: line(3), draw: full, }
        });
        assert!(errors.is_empty(), "{errors:?}");
        let g = &games[0];
        assert_eq!(g.name, "TicTacToe");
        assert_eq!(g.attrs.len(), 1);
        let keywords: Vec<_> = g.sections.iter().map(|s| s.keyword.text.as_str()).collect();
        assert_eq!(keywords, ["board", "players", "moves", "win", "draw"]);
        assert!(matches!(&g.sections[1].body, Body::Players(p) if p.len() == 2));
        assert!(
            matches!(&g.sections[3].body, Body::End(Verdict::Win, c) if c[0].test.to_string() == "line(3)")
        );
    }

    #[test]
    fn compact_sizes_and_hex_boards_parse() {
        let (games, errors) = parse(quote! {
            Hex { board: hex 11x11, moves: place, win: connect(first: top-bottom, second: left-right) }
        });
        assert!(errors.is_empty(), "{errors:?}");
        let Body::Board(b) = &games[0].sections[0].body else {
            panic!()
        };
        assert!(b.hex && b.width.value == 11 && b.height.value == 11);
        let Body::End(_, c) = &games[0].sections[2].body else {
            panic!()
        };
        assert_eq!(
            c[0].test.to_string(),
            "connect(first: top-bottom, second: left-right)"
        );
    }

    #[test]
    fn every_mistake_is_reported_at_once() {
        let (_, errors) = parse(quote! {
            G { baord: 3 x 3, moves: plase, win: lin(3), draw: ful }
        });
        assert_eq!(
            errors,
            [
                "unknown section `baord`, did you mean `board`?",
                "unknown move `plase`, did you mean `place`?",
                "unknown end condition `lin`, did you mean `line`?",
                "unknown end condition `ful`, did you mean `full`?",
            ]
        );
    }

    #[test]
    fn forgotten_punctuation_is_named() {
        let (_, errors) =
            parse(quote! { G { board: 3 x 3 moves: place, win: line(3), draw full } });
        assert_eq!(
            errors,
            [
                "missing `,` before the `moves:` section",
                "missing `:` after the section keyword `draw`"
            ]
        );
        // The section keyword is found inside a longer run of words.
        let (_, errors) =
            parse(quote! { G { board: 3 x 3, moves: place, draw: full no moves: lose } });
        assert_eq!(errors, ["missing `,` before the `no moves:` section"]);
        let (_, errors) = parse(quote! { G { board: 3 by 3, moves: place, win: line 3 } });
        assert_eq!(
            errors,
            [
                "`board:` writes its size with `x`, as in `7 x 6`",
                "`line` takes its arguments in parentheses, as in `line(4)`",
            ]
        );
    }

    #[test]
    fn later_parts_of_the_language_are_recognised() {
        let (games, errors) = parse(quote! {
            B { board: 8 x 8, piece Pawn: fmWfF, setup: first Pawn on rows 1..=2, no moves: lose, win: reach(last row), when(f) }
        });
        assert!(errors.is_empty(), "{errors:?}");
        let kinds: Vec<_> = games[0]
            .sections
            .iter()
            .map(|s| s.keyword.text.as_str())
            .collect();
        assert_eq!(kinds, ["board", "piece", "setup", "no moves", "win"]);
        assert!(matches!(games[0].sections[1].body, Body::Piece(_)));
        assert!(
            matches!(&games[0].sections[4].body, Body::End(_, c) if matches!(c[1].test, Test::Later(_)))
        );
    }

    #[test]
    fn a_missing_name_or_body_stops_that_game() {
        let (_, errors) = parse(quote! { pub { board: 3 x 3 } });
        assert_eq!(
            errors,
            ["expected the game's name, as in `game! { pub TicTacToe { ... } }`"]
        );
        let (_, errors) = parse(quote! { pub G (board: 3 x 3) });
        assert_eq!(errors, ["the rules of `G` go in braces: `G { ... }`"]);
    }
}
