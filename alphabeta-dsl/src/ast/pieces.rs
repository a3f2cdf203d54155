//! Parsing the sections of games whose pieces move: `piece`, `setup:`,
//! `zone`, `captures:` and `no moves:`, and the piece rules inside them
//! (`step`, `slide`, `leap`, `jump`, `promote`, `then shoot`, Betza atoms).

use super::{expect_end, number, one_item, run, split_items, Body, Num};
use crate::ctxt::Ctxt;
use crate::suggest;
use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use std::fmt;
use syn::parse::ParseStream;
use syn::{LitInt, LitStr, Token};

const RULES: &[&str] = &["step", "slide", "leap", "jump", "promote"];
const DIRECTIONS: &[&str] = &[
    "forward",
    "backward",
    "sideways",
    "orthogonal",
    "diagonal",
    "forward-diagonal",
    "backward-diagonal",
    "any",
];
const TARGETS: &[&str] = &["empty", "enemy"];
const NO_MOVES: &[&str] = &["lose", "draw", "pass"];
const SIDES: &[&str] = &["first", "second"];
const ZONE_WORDS: &[&str] = &["last", "first", "row", "rows", "squares"];
/// The Betza atoms this language knows.
pub const BETZA_ATOMS: &str = "WFNRBQK";
const BETZA_MODIFIERS: &str = "fblrsvmc";

/// `piece Name { rules }` or `piece Name: betza`.
pub struct PieceDef {
    pub name: Ident,
    pub rules: Vec<PieceRule>,
}

/// Where a move may land.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Empty,
    Enemy,
    Either,
}

/// Directions as the first player sees them: `(dx, dy)` with `dy > 0` forward.
#[derive(Clone)]
pub struct Dirs {
    pub vectors: Vec<(i32, i32)>,
    /// As written, for messages.
    pub text: String,
    pub span: Span,
}

/// The second half of a compound move: `then shoot Arrow slide any to empty`.
pub struct Shot {
    pub name: Ident,
    pub rule: Box<PieceRule>,
}

pub enum PieceRule {
    /// `step`, `leap(a, b)` (a step by a longer vector) or `slide`.
    Move {
        slide: bool,
        dirs: Dirs,
        target: Target,
        shot: Option<Shot>,
    },
    /// `jump dirs over enemy [chain]`.
    Jump { dirs: Dirs, chain: bool, span: Span },
    /// `promote Name at zone [ends move]`.
    Promote {
        to: Ident,
        zone: ZoneSpec,
        ends_move: bool,
    },
}

/// A set of cells, as written.
#[derive(Clone)]
pub enum ZoneSpec {
    /// Each player's last (farthest) row.
    LastRow(Span),
    /// Each player's first (own back) row.
    FirstRow(Span),
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
            ZoneSpec::Named(name) => write!(f, "{name}"),
        }
    }
}

/// `first Pawn on rows 1..=2`: a player, an optional piece and cells.
pub struct Placement {
    /// 0 for the first player, 1 for the second.
    pub side: usize,
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMoves {
    Lose,
    Draw,
    Pass,
}

/// `piece Name { ... }` or `piece Name: betza`.
pub fn piece_section(words: &[Ident], values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let Some(name) = words.get(1).filter(|_| words.len() == 2).cloned() else {
        let at = words.get(2).unwrap_or(&words[0]).span();
        cx.error(
            at,
            "a piece is declared as `piece Name { ... }` or `piece Name: betza`",
        );
        return Body::Invalid;
    };
    match values {
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::Brace => {
            let tokens: Vec<TokenTree> = g.stream().into_iter().collect();
            let items = split_items(&tokens);
            if items.is_empty() {
                cx.error(
                    g.span(),
                    format!("`piece {name}` has no rules: say how it moves, as in `{{ step forward to empty }}`"),
                );
                return Body::Invalid;
            }
            let rules: Vec<PieceRule> = items
                .iter()
                .filter_map(|item| run(cx, item, parse_rule))
                .collect();
            if rules.len() == items.len() {
                Body::Piece(PieceDef { name, rules })
            } else {
                Body::Invalid
            }
        }
        [TokenTree::Ident(betza)] => match parse_betza(betza) {
            Ok(rules) => Body::Piece(PieceDef { name, rules }),
            Err(e) => {
                cx.push(e);
                Body::Invalid
            }
        },
        _ => {
            let at = values.first().map_or(name.span(), TokenTree::span);
            cx.error(
                at,
                format!("`piece {name}` takes its rules in braces, `piece {name} {{ step forward to empty }}`, or Betza atoms, `piece {name}: fmWfF`"),
            );
            Body::Invalid
        }
    }
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
pub fn setup_section(span: Span, items: &[Vec<TokenTree>], cx: &mut Ctxt) -> Body {
    if let [item] = items {
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
    let placements: Vec<Placement> = items
        .iter()
        .filter_map(|item| run(cx, item, parse_placement))
        .collect();
    if placements.len() == items.len() {
        Body::Setup(SetupSpec::Placements(placements))
    } else {
        Body::Invalid
    }
}

/// `captures: mandatory`.
pub fn captures_section(span: Span, items: &[Vec<TokenTree>], cx: &mut Ctxt) -> Body {
    let Some(item) = one_item("captures", span, items, cx) else {
        return Body::Invalid;
    };
    match item.as_slice() {
        [TokenTree::Ident(word)] if word == "mandatory" => Body::Captures(word.span()),
        [TokenTree::Ident(word)] => {
            cx.error(
                word.span(),
                suggest::unknown("capture rule", &word.to_string(), &["mandatory"]),
            );
            Body::Invalid
        }
        other => {
            let at = other.first().map_or(span, TokenTree::span);
            cx.error(at, "`captures:` takes one word: `captures: mandatory`");
            Body::Invalid
        }
    }
}

/// `no moves: lose | draw | pass`.
pub fn no_moves_section(span: Span, items: &[Vec<TokenTree>], cx: &mut Ctxt) -> Body {
    let Some(item) = one_item("no moves", span, items, cx) else {
        return Body::Invalid;
    };
    match item.as_slice() {
        [TokenTree::Ident(word)] => {
            let verdict = match word.to_string().as_str() {
                "lose" => NoMoves::Lose,
                "draw" => NoMoves::Draw,
                "pass" => NoMoves::Pass,
                other => {
                    cx.error(
                        word.span(),
                        suggest::unknown("`no moves:` rule", other, NO_MOVES),
                    );
                    return Body::Invalid;
                }
            };
            Body::NoMoves(verdict, word.span())
        }
        other => {
            let at = other.first().map_or(span, TokenTree::span);
            cx.error(at, "`no moves:` takes one word: `lose`, `draw` or `pass`");
            Body::Invalid
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
    let side = match side_word.to_string().as_str() {
        "first" => 0,
        "second" => 1,
        other => {
            return Err(syn::Error::new(
                side_word.span(),
                suggest::unknown("player", other, SIDES),
            ))
        }
    };
    let mut piece = None;
    let next: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a piece or `on` after `{side_word}`"),
        )
    })?;
    if next != "on" {
        piece = Some(next);
        let on: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected `on` and the cells, as in `first Pawn on rows 1..=2`",
            )
        })?;
        if on != "on" {
            return Err(syn::Error::new(
                on.span(),
                "expected `on` and the cells, as in `first Pawn on rows 1..=2`",
            ));
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
/// cell names, or the name of a declared zone.
pub fn parse_zone(input: ParseStream) -> syn::Result<ZoneSpec> {
    let word: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected cells: `last row`, `rows 1..=2`, `squares 1..=12` or cell names such as `a4 d1`",
        )
    })?;
    let text = word.to_string();
    match text.as_str() {
        "last" | "first" => {
            let row: Ident = input.parse()?;
            if row != "row" {
                return Err(syn::Error::new(
                    row.span(),
                    format!("expected `{text} row`"),
                ));
            }
            Ok(if text == "last" {
                ZoneSpec::LastRow(word.span())
            } else {
                ZoneSpec::FirstRow(word.span())
            })
        }
        "row" | "rows" => {
            let (from, to) = parse_range(input)?;
            Ok(ZoneSpec::Rows { from, to })
        }
        "square" | "squares" => {
            let (from, to) = parse_range(input)?;
            Ok(ZoneSpec::Squares { from, to })
        }
        _ if is_cell_name(&text) => {
            let mut cells = vec![(text, word.span())];
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
        _ if text.starts_with(|c: char| c.is_ascii_uppercase()) => Ok(ZoneSpec::Named(word)),
        _ => Err(syn::Error::new(
            word.span(),
            suggest::unknown("zone", &text, ZONE_WORDS),
        )),
    }
}

/// `a1`, `j10`, `ab12`: lowercase file letters, then a rank number.
fn is_cell_name(text: &str) -> bool {
    let digits = text.trim_start_matches(|c: char| c.is_ascii_lowercase());
    digits.len() < text.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

fn parse_rule(input: ParseStream) -> syn::Result<PieceRule> {
    let word: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected a piece rule, such as `step forward to empty`",
        )
    })?;
    let span = word.span();
    match word.to_string().as_str() {
        "step" | "slide" | "leap" => parse_move(input, &word),
        "jump" => {
            let dirs = parse_dirs(input)?;
            let over: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "a jump goes `over enemy`, as in `jump diagonal over enemy chain`",
                )
            })?;
            let what: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "a jump goes `over enemy`, as in `jump diagonal over enemy chain`",
                )
            })?;
            if over != "over" || what != "enemy" {
                return Err(syn::Error::new(
                    what.span(),
                    "a jump goes `over enemy`, as in `jump diagonal over enemy chain`",
                ));
            }
            let mut chain = false;
            if input.peek(syn::Ident) {
                let c: Ident = input.parse()?;
                if c != "chain" {
                    return Err(syn::Error::new(
                        c.span(),
                        suggest::unknown("jump option", &c.to_string(), &["chain"]),
                    ));
                }
                chain = true;
            }
            expect_end(input, "the jump")?;
            Ok(PieceRule::Jump { dirs, chain, span })
        }
        "promote" => {
            let to: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "`promote` names a piece, as in `promote King at last row`",
                )
            })?;
            let at: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected `at` and a zone, as in `promote King at last row`",
                )
            })?;
            if at != "at" {
                return Err(syn::Error::new(
                    at.span(),
                    "expected `at` and a zone, as in `promote King at last row`",
                ));
            }
            let zone = parse_zone(input)?;
            let mut ends_move = false;
            if input.peek(syn::Ident) {
                let ends: Ident = input.parse()?;
                // `move` is a Rust keyword.
                let mv: Option<Ident> = syn::ext::IdentExt::parse_any(input).ok();
                if ends != "ends" || mv.as_ref().is_none_or(|m| m != "move") {
                    return Err(syn::Error::new(
                        ends.span(),
                        "after the zone, `promote` takes only `ends move`",
                    ));
                }
                ends_move = true;
            }
            expect_end(input, "the promotion")?;
            Ok(PieceRule::Promote {
                to,
                zone,
                ends_move,
            })
        }
        other => Err(syn::Error::new(
            span,
            suggest::unknown("piece rule", other, RULES),
        )),
    }
}

/// `step dirs [to target] [then shoot Name rule]`, `slide ...`, `leap(a, b) ...`.
fn parse_move(input: ParseStream, word: &Ident) -> syn::Result<PieceRule> {
    let slide = word == "slide";
    let dirs = if word == "leap" {
        if !input.peek(syn::token::Paren) {
            return Err(input.error("`leap` takes its vector in parentheses, as in `leap(1, 2)`"));
        }
        let content;
        syn::parenthesized!(content in input);
        let a: LitInt = content.parse()?;
        content.parse::<Token![,]>()?;
        let b: LitInt = content.parse()?;
        expect_end(&content, "the leap's vector")?;
        let (a, b) = (number(&a)?.value, number(&b)?.value);
        let (a, b) = (
            i32::try_from(a).unwrap_or(i32::MAX),
            i32::try_from(b).unwrap_or(i32::MAX),
        );
        Dirs {
            vectors: images((a, b)),
            text: format!("leap({a}, {b})"),
            span: word.span(),
        }
    } else {
        parse_dirs(input)?
    };
    let mut target = Target::Either;
    if input.peek(syn::Ident) && input.cursor().ident().is_some_and(|(i, _)| i == "to") {
        input.parse::<Ident>()?;
        target = parse_target(input)?;
    }
    let mut shot = None;
    if input.peek(syn::Ident) {
        let then: Ident = input.parse()?;
        if then != "then" {
            return Err(syn::Error::new(
                then.span(),
                format!("unexpected `{then}`: a move rule ends with `to` and a target, or `then shoot Name ...`"),
            ));
        }
        let shoot: Ident = input.parse()?;
        if shoot != "shoot" {
            return Err(syn::Error::new(
                shoot.span(),
                "a compound move reads `then shoot Name` and a second move, as in `then shoot Arrow slide any to empty`",
            ));
        }
        let name: Ident = input.parse()?;
        let second: Ident = input.parse()?;
        if !["step", "slide", "leap"].contains(&second.to_string().as_str()) {
            return Err(syn::Error::new(
                second.span(),
                "what is shot moves by `step`, `slide` or `leap`",
            ));
        }
        let rule = parse_move(input, &second)?;
        shot = Some(Shot {
            name,
            rule: Box::new(rule),
        });
    }
    expect_end(input, "the move rule")?;
    Ok(PieceRule::Move {
        slide,
        dirs,
        target,
        shot,
    })
}

fn parse_target(input: ParseStream) -> syn::Result<Target> {
    let mut empty = false;
    let mut enemy = false;
    loop {
        let t: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`to` names what a move may land on: `empty`, `enemy` or `empty | enemy`",
            )
        })?;
        match t.to_string().as_str() {
            "empty" => empty = true,
            "enemy" => enemy = true,
            other => {
                return Err(syn::Error::new(
                    t.span(),
                    suggest::unknown("target", other, TARGETS),
                ))
            }
        }
        if !input.peek(Token![|]) {
            break;
        }
        input.parse::<Token![|]>()?;
    }
    Ok(match (empty, enemy) {
        (true, true) => Target::Either,
        (false, true) => Target::Enemy,
        _ => Target::Empty,
    })
}

/// Direction words, joined by `|`: `forward | forward-diagonal`.
fn parse_dirs(input: ParseStream) -> syn::Result<Dirs> {
    let mut vectors = Vec::new();
    let mut words = Vec::new();
    let mut span = None;
    loop {
        let w: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected directions, such as `forward`, `diagonal` or `any`",
            )
        })?;
        span.get_or_insert(w.span());
        let mut text = w.to_string();
        if input.peek(Token![-]) && input.peek2(syn::Ident) {
            input.parse::<Token![-]>()?;
            let second: Ident = input.parse()?;
            text = format!("{text}-{second}");
        }
        let dirs: &[(i32, i32)] = match text.as_str() {
            "forward" => &[(0, 1)],
            "backward" => &[(0, -1)],
            "sideways" => &[(1, 0), (-1, 0)],
            "orthogonal" => &[(0, 1), (1, 0), (0, -1), (-1, 0)],
            "diagonal" => &[(1, 1), (-1, 1), (1, -1), (-1, -1)],
            "forward-diagonal" => &[(1, 1), (-1, 1)],
            "backward-diagonal" => &[(1, -1), (-1, -1)],
            "any" => &[
                (0, 1),
                (1, 1),
                (1, 0),
                (1, -1),
                (0, -1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ],
            other => {
                return Err(syn::Error::new(
                    w.span(),
                    suggest::unknown("direction", other, DIRECTIONS),
                ))
            }
        };
        for d in dirs {
            if !vectors.contains(d) {
                vectors.push(*d);
            }
        }
        words.push(text);
        if !input.peek(Token![|]) {
            break;
        }
        input.parse::<Token![|]>()?;
    }
    Ok(Dirs {
        vectors,
        text: words.join(" | "),
        span: span.unwrap_or_else(Span::call_site),
    })
}

/// The eight images of a leap `(a, b)` under reflections and swaps.
fn images((a, b): (i32, i32)) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
            let v = (x * sx, y * sy);
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// Betza notation: modifiers (`f b l r s v` for directions, `m` move only,
/// `c` capture only) before each atom (`W F N R B Q K`).
fn parse_betza(word: &Ident) -> syn::Result<Vec<PieceRule>> {
    let text = word.to_string();
    let span = word.span();
    let mut rules = Vec::new();
    let mut modifiers = String::new();
    for ch in text.chars() {
        if BETZA_MODIFIERS.contains(ch) {
            modifiers.push(ch);
            continue;
        }
        let (vectors, slide): (Vec<(i32, i32)>, bool) = match ch {
            'W' => (images((1, 0)), false),
            'F' => (images((1, 1)), false),
            'N' => (images((1, 2)), false),
            'K' => ([images((1, 0)), images((1, 1))].concat(), false),
            'R' => (images((1, 0)), true),
            'B' => (images((1, 1)), true),
            'Q' => ([images((1, 0)), images((1, 1))].concat(), true),
            _ => {
                let atoms: Vec<String> = BETZA_ATOMS.chars().map(|c| format!("`{c}`")).collect();
                return Err(syn::Error::new(
                    span,
                    format!(
                        "unknown Betza atom `{ch}` in `{text}`: the atoms are {}, after modifiers among `f b l r s v m c`",
                        atoms.join(", ")
                    ),
                ));
            }
        };
        let target = match (modifiers.contains('m'), modifiers.contains('c')) {
            (true, false) => Target::Empty,
            (false, true) => Target::Enemy,
            _ => Target::Either,
        };
        let directional: String = modifiers
            .chars()
            .filter(|c| "fblrsv".contains(*c))
            .collect();
        let vectors = betza_filter(&vectors, &directional);
        rules.push(PieceRule::Move {
            slide,
            dirs: Dirs {
                vectors,
                text: format!("{modifiers}{ch}"),
                span,
            },
            target,
            shot: None,
        });
        modifiers.clear();
    }
    if !modifiers.is_empty() || rules.is_empty() {
        return Err(syn::Error::new(
            span,
            format!(
                "`{text}` ends without an atom: Betza modifiers go before one of `W F N R B Q K`"
            ),
        ));
    }
    Ok(rules)
}

/// Keeps the vectors the direction modifiers allow: each modifier adds its
/// directions; a vertical letter followed by a horizontal one (`fl`) names
/// the single diagonal between them where the atom has one.
fn betza_filter(vectors: &[(i32, i32)], modifiers: &str) -> Vec<(i32, i32)> {
    if modifiers.is_empty() {
        return vectors.to_vec();
    }
    let holds = |c: char, (dx, dy): (i32, i32)| match c {
        'f' => dy > 0,
        'b' => dy < 0,
        'l' => dx < 0,
        'r' => dx > 0,
        's' => dx.abs() > dy.abs(),
        _ => dy.abs() > dx.abs(), // 'v'
    };
    let chars: Vec<char> = modifiers.chars().collect();
    let mut keep = vec![false; vectors.len()];
    let mut i = 0;
    while i < chars.len() {
        let pair = chars
            .get(i + 1)
            .filter(|&&h| "fb".contains(chars[i]) && "lr".contains(h));
        let both: Vec<bool> = match pair {
            Some(&h) => vectors
                .iter()
                .map(|&v| holds(chars[i], v) && holds(h, v))
                .collect(),
            None => vec![false; vectors.len()],
        };
        if pair.is_some() && both.iter().any(|&b| b) {
            for (k, b) in keep.iter_mut().zip(both) {
                *k |= b;
            }
            i += 2;
        } else {
            for (k, &v) in keep.iter_mut().zip(vectors) {
                *k |= holds(chars[i], v);
            }
            i += 1;
        }
    }
    vectors
        .iter()
        .zip(keep)
        .filter_map(|(v, k)| k.then_some(*v))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each rule of a Betza piece: whether it slides, its vectors, its target.
    type Rule = (bool, Vec<(i32, i32)>, Target);

    fn betza(text: &str) -> Vec<Rule> {
        let id = Ident::new(text, Span::call_site());
        parse_betza(&id)
            .unwrap()
            .into_iter()
            .map(|r| match r {
                PieceRule::Move {
                    slide,
                    dirs,
                    target,
                    ..
                } => (slide, dirs.vectors, target),
                _ => unreachable!(),
            })
            .collect()
    }

    #[test]
    fn betza_atoms_and_modifiers() {
        assert_eq!(
            betza("fmWfF"),
            [
                (false, vec![(0, 1)], Target::Empty),
                (false, vec![(1, 1), (-1, 1)], Target::Either),
            ]
        );
        assert_eq!(betza("N")[0].1.len(), 8);
        assert_eq!(betza("Q")[0].1.len(), 8);
        assert!(betza("Q")[0].0);
        assert_eq!(betza("flF")[0].1, [(-1, 1)]);
        assert_eq!(betza("cfF")[0].2, Target::Enemy);
        let bad = parse_betza(&Ident::new("fZ", Span::call_site()));
        let Err(e) = bad else { panic!("fZ parsed") };
        assert!(e.to_string().starts_with("unknown Betza atom `Z`"));
    }
}
