//! `board:`, `players:`, `moves:`, and the Rust hooks `eval:` and `hints:`.

use super::{
    expect_end, is_word, missing_colon, number, one_item, peek_word, run, run_all, word, Body,
};
use crate::ctxt::Ctxt;
use crate::split;
use crate::vocab::{
    BoardOption, HexOutline, MoveWord, Particle, PassWord, PlaceOption, Section as Keyword,
    ShapeWord,
};
use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use syn::parse::ParseStream;
use syn::LitInt;

/// A number as written, with its span.
#[derive(Clone, Copy)]
pub struct Num {
    pub value: u64,
    pub span: Span,
}

pub struct BoardSpec {
    pub hex: bool,
    /// `hex triangle 19`, `hex hexagon 8`: the outline and its side as
    /// written; `width` and `height` are then those of the rhombus that
    /// holds it.
    pub outline: Option<OutlineSpec>,
    /// `dark`: only the dark squares are played on, as in draughts.
    pub dark: Option<Span>,
    /// `boxes`: the board is the lines between the dots around
    /// `width x height` boxes, as in dots and boxes.
    pub boxes: Option<Span>,
    pub width: Num,
    pub height: Num,
    /// `without corners 2 x 2`: the cells of the rectangle off the board.
    pub holes: Option<super::HolesSpec>,
}

/// `triangle 19` after `hex`.
#[derive(Clone, Copy)]
pub struct OutlineSpec {
    pub kind: HexOutline,
    /// The outline's word.
    pub span: Span,
    /// The cells along each side.
    pub side: Num,
}

pub struct MoveSpec {
    pub kind: MoveWord,
    pub span: Span,
    /// `place flipping`: the word `flipping`, as in othello.
    pub flipping: Option<Span>,
    /// `place or pass`: the word `pass`. A player may pass instead of
    /// placing, and two passes in a row end the game (Go).
    pub pass: Option<Span>,
    /// `place 9 then step or fly at 3`: the phases of a game on points.
    pub phases: Option<super::Phases>,
    /// `place then rotate 3 x 3`: a turn's second action, a quarter turn
    /// of one block of the board.
    pub rotate: Option<super::rotate::RotateSpec>,
    /// `place when(my_rule)`: only the moves the function allows.
    pub when: Option<super::WhenSpec>,
    /// `or choose(9) when(my_rule)`: a choice among numbered options.
    pub choose: Option<super::ChooseSpec>,
}

pub fn board_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    one_item(Keyword::Board, span, values, cx)
        .and_then(|item| run(cx, &item, parse_board))
        .map_or(Body::Invalid, Body::Board)
}

pub fn players_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            "`players:` names the two players, as in `players: X, O`",
        );
        return Body::Invalid;
    }
    run_all(cx, &items, parse_player).map_or(Body::Invalid, Body::Players)
}

pub fn moves_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    match items.as_slice() {
        [] => {
            cx.error(span, "`moves:` needs a kind of move: `place` or `drop`");
            Body::Invalid
        }
        [item] => run(cx, item, parse_move).map_or(Body::Invalid, Body::Moves),
        [first, second, ..] => {
            // Each item is still read, so a misspelling is reported too.
            let parsed =
                run(cx, first, parse_move).is_some() & run(cx, second, parse_move).is_some();
            if parsed {
                let at = second.first().map_or(span, TokenTree::span);
                cx.error(at, "`moves:` takes one kind of move: `place` or `drop`");
            }
            Body::Invalid
        }
    }
}

/// `eval: path` or `hints: path`.
pub fn hook_section(keyword: Keyword, span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let Some(item) = one_item(keyword, span, values, cx) else {
        return Body::Invalid;
    };
    if keyword == Keyword::Eval {
        if let [TokenTree::Ident(word), TokenTree::Group(group)] = item.as_slice() {
            if word == "tuned" && group.delimiter() == proc_macro2::Delimiter::Parenthesis {
                return match syn::parse2::<syn::LitStr>(group.stream()) {
                    Ok(path) => Body::Tuned(path),
                    Err(_) => {
                        cx.error(
                            group.span(),
                            "`tuned(...)` names the weights file as a string, as in `eval: tuned(\"weights/my_game.txt\")`",
                        );
                        Body::Invalid
                    }
                };
            }
        }
    }
    let ts: TokenStream = item.into_iter().collect();
    match syn::parse2::<syn::Path>(ts) {
        Ok(path) => Body::Hook(path),
        Err(e) => {
            cx.error(
                e.span(),
                format!("`{keyword}:` names a Rust function, as in `{keyword}: my_{keyword}`"),
            );
            Body::Invalid
        }
    }
}

fn parse_board(input: ParseStream) -> syn::Result<BoardSpec> {
    let mut hex = false;
    if input.peek(syn::Ident) {
        let shape: Ident = input.parse()?;
        outline_needs_hexes(&shape)?;
        match word::<ShapeWord>(&shape)? {
            ShapeWord::Hex => hex = true,
        }
    }
    if hex && input.peek(syn::Ident) {
        let outline = parse_outline(input)?;
        expect_end(input, "the board's side")?;
        let side = usize::try_from(outline.side.value).unwrap_or(usize::MAX);
        let rhombus = Num {
            value: outline.kind.rhombus(side) as u64,
            span: outline.side.span,
        };
        return Ok(BoardSpec {
            hex,
            outline: Some(outline),
            dark: None,
            boxes: None,
            width: rhombus,
            height: rhombus,
            holes: None,
        });
    }
    let (width, height) = parse_size(input)?;
    let mut dark = None;
    let mut boxes = None;
    if input.peek(syn::Ident) && !super::holes::peek_holes(input) {
        let extra: Ident = input.parse()?;
        match word::<BoardOption>(&extra)? {
            BoardOption::Dark => dark = Some(extra.span()),
            BoardOption::Boxes => boxes = Some(extra.span()),
        }
    }
    let holes = if super::holes::peek_holes(input) {
        Some(super::holes::parse_holes(input)?)
    } else {
        None
    };
    expect_end(input, "the board size")?;
    Ok(BoardSpec {
        hex,
        outline: None,
        dark,
        boxes,
        width,
        height,
        holes,
    })
}

/// `7 x 6`, or `7x6`, which lexes as the number 7 with the suffix `x6`.
fn parse_size(input: ParseStream) -> syn::Result<(Num, Num)> {
    let size_error = |span| {
        syn::Error::new(
            span,
            "`board:` expects a size such as `7 x 6` (columns x rows)",
        )
    };
    let width: LitInt = input.parse().map_err(|e| size_error(e.span()))?;
    if let Some(rest) = width.suffix().strip_prefix('x') {
        let parse = |digits: &str| digits.parse::<u64>().map_err(|_| size_error(width.span()));
        let at = |value| Num {
            value,
            span: width.span(),
        };
        return Ok((at(parse(width.base10_digits())?), at(parse(rest)?)));
    }
    if !width.suffix().is_empty() {
        return Err(size_error(width.span()));
    }
    let x: Ident = input.parse().map_err(|e| size_error(e.span()))?;
    if !is_word(&x, Particle::X) {
        return Err(syn::Error::new(
            x.span(),
            "`board:` writes its size with `x`, as in `7 x 6`",
        ));
    }
    let height: LitInt = input.parse().map_err(|e| size_error(e.span()))?;
    Ok((number(&width)?, number(&height)?))
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
    // `move` is a Rust keyword.
    let w: Ident = syn::ext::IdentExt::parse_any(input).map_err(|e| {
        syn::Error::new(
            e.span(),
            "`moves:` expects `place`, `drop` or `move or pass`",
        )
    })?;
    let kind = word::<MoveWord>(&w)?;
    if kind == MoveWord::Place && input.peek(LitInt) {
        return Ok(MoveSpec {
            kind,
            span: w.span(),
            flipping: None,
            pass: None,
            phases: Some(super::points::parse_phases(input)?),
            rotate: None,
            when: None,
            choose: None,
        });
    }
    if peek_word(input, Particle::Then) {
        return Ok(MoveSpec {
            kind,
            span: w.span(),
            flipping: None,
            pass: None,
            phases: None,
            rotate: Some(super::rotate::parse_rotate(input, kind)?),
            when: None,
            choose: None,
        });
    }
    let mut when = super::when::parse_when(input)?;
    let mut flipping = None;
    if when.is_none() && input.peek(syn::Ident) && !peek_word(input, Particle::Or) {
        let extra: Ident = input.parse()?;
        let PlaceOption::Flipping = word::<PlaceOption>(&extra)?;
        if kind != MoveWord::Place {
            return Err(syn::Error::new(
                extra.span(),
                "only `place` can be `flipping`: write `moves: place flipping`",
            ));
        }
        flipping = Some(extra.span());
        when = super::when::parse_when(input)?;
    }
    let mut pass = None;
    let mut choose = None;
    if peek_word(input, Particle::Or) {
        let or: Ident = input.parse()?;
        let alternative: Ident = input.parse().map_err(|_| {
            syn::Error::new(
                or.span(),
                "`or` names what a player may do instead: `place or pass`",
            )
        })?;
        if word::<PassWord>(&alternative)? == PassWord::Choose {
            choose = Some(super::when::parse_choose(input, &alternative)?);
        } else if kind == MoveWord::Drop {
            return Err(syn::Error::new(
                alternative.span(),
                format!(
                    "only `place` and `move` may be `or pass`, not `{kind}`: write `moves: place or pass`"
                ),
            ));
        } else {
            pass = Some(alternative.span());
        }
    }
    if kind == MoveWord::Move && pass.is_none() {
        return Err(syn::Error::new(
            w.span(),
            "pieces move by their own rules: `moves: move` is only said to add a pass, `moves: move or pass`",
        ));
    }
    expect_end(input, "the kind of move")?;
    Ok(MoveSpec {
        kind,
        span: w.span(),
        flipping,
        pass,
        phases: None,
        rotate: None,
        when,
        choose,
    })
}

/// `triangle` and `hexagon` are outlines of hex boards: said alone, they
/// are missing their `hex`.
fn outline_needs_hexes(shape: &Ident) -> syn::Result<()> {
    match HexOutline::from_word(&shape.to_string()) {
        Some(outline) => Err(syn::Error::new(
            shape.span(),
            format!("a `{outline}` board is made of hexes: write `board: hex {outline} 5`"),
        )),
        None => Ok(()),
    }
}

/// `triangle 19` or `hexagon 8` after `hex`: the outline and the cells
/// along each of its sides.
fn parse_outline(input: ParseStream) -> syn::Result<OutlineSpec> {
    let w: Ident = input.parse()?;
    let outline = word::<HexOutline>(&w)?;
    let side_error = |span| {
        syn::Error::new(
            span,
            format!("a hex {outline} is sized by the cells along one side, as in `board: hex {outline} 5`"),
        )
    };
    let side: LitInt = input.parse().map_err(|_| side_error(w.span()))?;
    if !side.suffix().is_empty() || input.peek(syn::Ident) {
        return Err(side_error(side.span()));
    }
    Ok(OutlineSpec {
        kind: outline,
        span: w.span(),
        side: number(&side)?,
    })
}
