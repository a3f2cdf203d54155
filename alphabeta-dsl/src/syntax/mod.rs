//! Phase 1, parse: tokens to a syntax tree that keeps every span.
//!
//! A declaration is split into sections first ([`crate::split`]), and each
//! section is parsed on its own by the function its keyword names, so that
//! every error of a declaration comes out at once. Keywords become
//! [`vocab`](crate::vocab) enums here, once; no later phase reads their text.

mod board;
// Boards of boxes (dots and boxes): `turns: again after scoring`.
mod boxes;
mod cells;
mod custodial;
mod ends;
mod hands;
// `draw: 16 moves with 3 King against King`: draws by material.
mod material_draw;
// `without`: holes in a rectangle.
mod holes;
mod pieces;
mod points;
mod rotate;
mod stones;
// `when(my_rule)`: rules of one's own, as plain Rust functions.
mod when;

pub use board::{BoardSpec, MoveSpec, Num, OutlineSpec};
pub use cells::{SetupSpec, ZoneDef, ZoneSpec};
pub use ends::{Condition, Counting, EdgePair, Points, Reset, Test};
pub use hands::{CapturesSpec, DropRule, DropSpec};
pub use holes::{HoleItem, HolesSpec};
pub use material_draw::{MaterialDraw, Pattern, Range, Term};
pub use pieces::{BlockerCells, MoveDef, PieceDef, PieceRule, RoyalSpec, ShotHow};
pub use points::{Named, Phases};
pub use stones::{ScoreSpec, TurnsSpec};
pub use when::{ChooseSpec, WhenSpec};

use crate::ctxt::Ctxt;
use crate::split::{self, Head, Part};
use crate::suggest;
use crate::vocab::{NoMoves, Section as Keyword, Words};
use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, LitInt, Visibility};

/// One declared game.
pub struct GameDef {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub sections: Vec<Section>,
}

/// `keyword: values`.
pub struct Section {
    /// The keyword, or `None` when it is no keyword (already reported).
    pub keyword: Option<Keyword>,
    /// For an unknown keyword, the one it most likely misspells.
    pub meant: Option<Keyword>,
    /// The keyword's first word.
    pub span: Span,
    pub body: Body,
}

impl Section {
    /// Whether this is a `keyword` section, perhaps misspelled.
    pub fn is(&self, keyword: Keyword) -> bool {
        self.keyword == Some(keyword) || self.meant == Some(keyword)
    }
}

pub enum Body {
    Board(BoardSpec),
    Players(Vec<Ident>),
    Moves(MoveSpec),
    /// `piece Name { ... }` or `piece Name: betza`.
    Piece(PieceDef),
    /// `zone Name: cells`.
    Zone(ZoneDef),
    Setup(SetupSpec),
    /// `captures: mandatory, to hand`.
    Captures(CapturesSpec),
    /// `drops: rules`.
    Drops(Vec<DropSpec>),
    /// `captures: surrounded`, spanned at `surrounded`.
    Surround(Span),
    /// `captures: custodial(n)`: the number, and the span of `custodial`.
    Custodial(Num, Span),
    /// `score: area, komi 7.5`.
    Score(ScoreSpec),
    /// `turns: 1, then 2`: the stones each turn places.
    Turns(TurnsSpec),
    /// `no moves: lose | draw | win | pass`.
    NoMoves(NoMoves, Span),
    /// `royal: Name`: the piece whose capture ends the game, which may never
    /// be left attacked; several kinds, `when`, `not facing`, `not fleeing`.
    Royal(RoyalSpec),
    /// `checkmate:` or `stalemate:` and what it does to the player who
    /// cannot move (the keyword says which).
    Ending(NoMoves, Span),
    /// `win:`, `lose:` or `draw:`, the verdict being the keyword's.
    End(Vec<Condition>),
    /// `eval: path` or `hints: path`.
    Hook(syn::Path),
    /// `eval: tuned("file")`: the weights file's path.
    Tuned(syn::LitStr),
    /// `draw odds: Player`: the player who wins every draw.
    DrawOdds(Ident),
    /// `draw count: Chariot 13, Han 1.5`: the points of each kind and
    /// player that decide a draw.
    DrawCount(Vec<ends::Points>),
    /// `points: a1 d1 g1 ...`: the cells on a board of points.
    Points(Vec<Named>),
    /// `lines: a1 d1 g1, ...`: the lines of a board of points.
    Lines(Vec<Vec<Named>>),
    /// `captures: mill`, spanned at `mill`.
    Mill(Span),
    /// Malformed; already reported.
    Invalid,
}

/// The head of a `game!` section: its keyword's words, for a named
/// section (`piece Man`) the name, and for a piece the letter it is
/// written with, in parentheses (`piece Knight (N)`).
pub struct GameHead {
    words: Vec<Ident>,
    keyword: Option<Keyword>,
    name: Option<Ident>,
    letter: Option<Group>,
}

impl Head for GameHead {
    fn read(tokens: &[TokenTree], at: usize) -> Option<(Self, usize)> {
        let (words, mut j) = split::words_at(tokens, at);
        if words.is_empty() || words.len() > 3 {
            return None;
        }
        let letter = match tokens.get(j) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
                j += 1;
                Some(g.clone())
            }
            _ => None,
        };
        let first = Keyword::from_word(&words[0].to_string()).filter(|k| k.rule().named);
        let (keyword, name) = match first {
            Some(k) => (Some(k), words.get(1).cloned()),
            None => {
                let text: Vec<String> = words.iter().map(ToString::to_string).collect();
                (Keyword::from_words(&text), None)
            }
        };
        let braces = |t: Option<&TokenTree>| matches!(t, Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace);
        let head = GameHead {
            words,
            keyword,
            name,
            letter,
        };
        if head.letter.is_some() && head.keyword != Some(Keyword::Piece) {
            return None;
        }
        if split::is_colon(tokens.get(j)) {
            Some((head, j + 1))
        } else if braces(tokens.get(j)) && head.keyword == Some(Keyword::Piece) {
            Some((head, j))
        } else {
            None
        }
    }

    fn is_known(&self) -> bool {
        self.keyword.is_some()
    }

    fn text(&self) -> String {
        match (self.keyword, &self.name) {
            (Some(k), Some(_)) => k.word().to_string(),
            _ => words_text(&self.words),
        }
    }
}

fn words_text(words: &[Ident]) -> String {
    words
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses every game of one `game!` invocation. Errors go to `cx`; a game
/// whose header cannot be read is skipped, one whose sections have errors
/// is kept so that the checks still report on the rest.
pub fn parse_games(input: TokenStream, cx: &mut Ctxt) -> Vec<GameDef> {
    let headers = match headers.parse2(input) {
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
        .map(|(attrs, vis, name, body)| GameDef {
            attrs,
            vis,
            name,
            sections: parse_sections(body.stream(), cx),
        })
        .collect()
}

type Header = (Vec<Attribute>, Visibility, Ident, Group);

/// Each game's attributes, visibility, name and braced rules.
fn headers(input: ParseStream) -> syn::Result<Vec<Header>> {
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
}

/// The sections of one game's braces.
pub fn parse_sections(body: TokenStream, cx: &mut Ctxt) -> Vec<Section> {
    split::split::<GameHead>(body, "expected a section such as `board: 3 x 3`", cx)
        .into_iter()
        .map(|part| parse_section(part, cx))
        .collect()
}

fn parse_section(part: Part<GameHead>, cx: &mut Ctxt) -> Section {
    let head = &part.head;
    let span = head.words[0].span();
    let Some(keyword) = head.keyword else {
        let text = words_text(&head.words);
        cx.error(span, suggest::unknown_word::<Keyword>(&text));
        let meant = suggest::closest(&text, Keyword::WORDS).and_then(Keyword::from_word);
        return Section {
            keyword: None,
            meant,
            span,
            body: Body::Invalid,
        };
    };
    let values = &part.values;
    let body = match keyword {
        Keyword::Board => board::board_section(span, values, cx),
        Keyword::Players => board::players_section(span, values, cx),
        Keyword::Moves => board::moves_section(span, values, cx),
        Keyword::Piece => pieces::piece_section(&head.words, head.letter.as_ref(), values, cx),
        Keyword::Zone => cells::zone_section(&head.words, values, cx),
        Keyword::Setup => cells::setup_section(span, values, cx),
        Keyword::Captures => hands::captures_section(span, values, cx),
        Keyword::Drops => hands::drops_section(span, values, cx),
        Keyword::NoMoves => cells::no_moves_section(span, values, cx),
        Keyword::Royal => pieces::royal_section(span, values, cx),
        Keyword::Checkmate | Keyword::Stalemate => cells::ending_section(keyword, span, values, cx),
        Keyword::Win | Keyword::Lose | Keyword::Draw => {
            ends::end_section(keyword, span, values, cx)
        }
        Keyword::Eval | Keyword::Hints => board::hook_section(keyword, span, values, cx),
        Keyword::Score => stones::score_section(span, values, cx),
        Keyword::Turns => stones::turns_section(span, values, cx),
        Keyword::DrawOdds => ends::draw_odds_section(span, values, cx),
        Keyword::DrawCount => ends::draw_count_section(span, values, cx),
        Keyword::Points => points::points_section(span, values, cx),
        Keyword::Lines => points::lines_section(span, values, cx),
    };
    Section {
        keyword: Some(keyword),
        meant: None,
        span,
        body,
    }
}

/// The one item of a section that takes one value, or an error.
fn one_item(
    keyword: Keyword,
    span: Span,
    values: &[TokenTree],
    cx: &mut Ctxt,
) -> Option<Vec<TokenTree>> {
    match split::items(values).as_slice() {
        [item] => Some(item.clone()),
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
    parse: impl FnOnce(ParseStream) -> syn::Result<T>,
) -> Option<T> {
    let Some(first) = item.first() else {
        cx.error(Span::call_site(), "expected a value between the commas");
        return None;
    };
    let ts: TokenStream = item.iter().cloned().collect();
    let first_span = first.span();
    match parse.parse2(ts) {
        Ok(v) => Some(v),
        Err(e) => {
            // syn reports the end of input at the call site (the whole
            // macro), under its own message or ours (`captured` without
            // `all`); point at the item.
            let call_site = Span::call_site();
            let at_call_site =
                e.span().start() == call_site.start() && e.span().end() == call_site.end();
            let e = if at_call_site {
                syn::Error::new(first_span, e.to_string())
            } else {
                e
            };
            cx.push(e);
            None
        }
    }
}

/// Runs an item parser on every item; `Some` only when all of them parsed.
fn run_all<T>(
    cx: &mut Ctxt,
    items: &[Vec<TokenTree>],
    parse: impl Fn(ParseStream) -> syn::Result<T> + Copy,
) -> Option<Vec<T>> {
    let parsed: Vec<T> = items.iter().filter_map(|i| run(cx, i, parse)).collect();
    (parsed.len() == items.len()).then_some(parsed)
}

/// An error for a section keyword found among values: a forgotten colon.
fn missing_colon(id: &Ident) -> Option<syn::Error> {
    let text = id.to_string();
    Keyword::from_word(&text).map(|_| {
        syn::Error::new(
            id.span(),
            format!("missing `:` after the section keyword `{text}`"),
        )
    })
}

/// One word of the table `W`, or an error naming the nearest.
fn word<W: Words>(id: &Ident) -> syn::Result<W> {
    let text = id.to_string();
    W::from_word(&text).ok_or_else(|| {
        missing_colon(id)
            .unwrap_or_else(|| syn::Error::new(id.span(), suggest::unknown_word::<W>(&text)))
    })
}

/// Whether `id` is the word `w` of a table.
fn is_word<W: Words + PartialEq>(id: &Ident, w: W) -> bool {
    W::from_word(&id.to_string()) == Some(w)
}

/// Whether the next token is the word `w` of a table.
fn peek_word<W: Words + PartialEq>(input: ParseStream, w: W) -> bool {
    input
        .cursor()
        .ident()
        .is_some_and(|(id, _)| W::from_word(&id.to_string()) == Some(w))
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

/// The contents of `(...)` after `word`, or an error with an example.
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

#[cfg(test)]
mod tests;
