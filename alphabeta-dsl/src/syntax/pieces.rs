//! `piece` sections and the rules inside them: `step`, `slide`, `leap`,
//! `jump`, `promote`, `then shoot`, and Betza atoms as a second spelling.

use super::cells::{parse_zone, ZoneSpec};
use super::{expect_end, is_word, number, one_item, peek_word, run_all, word, Body, Num};
use crate::ctxt::Ctxt;
use crate::split;
use crate::vocab::{
    lame_path, Checked, Direction, Hop, MoveWord, Particle, RuleWord, Section as Keyword, Target,
    TargetWord, ZoneWord, BETZA_ATOMS, BETZA_MODIFIERS,
};
use proc_macro2::{Delimiter, Group, Ident, Span, TokenTree};
use syn::parse::ParseStream;
use syn::{LitInt, Token};

/// `piece Name { rules }` or `piece Name: betza`, perhaps with its letter
/// (`piece Knight (N): N`).
pub struct PieceDef {
    pub name: Ident,
    /// The letter chosen by `(L)`, if any.
    pub letter: Option<(char, Span)>,
    /// `(+L)`: the piece is the promoted form of the piece written `L`,
    /// written `+L`; captured into a hand, it goes back to that piece.
    pub plus: Option<Span>,
    pub rules: Vec<PieceRule>,
}

/// Directions as the first player sees them: `(dx, dy)` with `dy > 0` forward.
#[derive(Clone)]
pub struct Dirs {
    pub vectors: Vec<(i32, i32)>,
    /// As written, for messages.
    pub text: String,
    pub span: Span,
}

/// The second half of a compound move: what is put on a cell, a blocker
/// such as `Arrow` or `Wall`, and where.
pub struct Shot {
    pub name: Ident,
    pub how: ShotHow,
}

/// Where a compound move's blocker goes.
pub enum ShotHow {
    /// `then shoot Arrow slide any to empty`: a second move from the
    /// landing cell.
    Shoot(Box<MoveDef>),
    /// `then place Wall [not at cells | only at cells]`: any empty cell,
    /// but those (or only those).
    Place(Option<(BlockerCells, ZoneSpec)>),
    /// `then leave Wall behind`: the cell the piece left.
    Behind,
}

/// How `then place` limits its cells: `not at` or `only at`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum BlockerCells {
    NotAt,
    OnlyAt,
}

/// `step`, `leap(a, b)` (a step by a longer vector) or `slide`.
pub struct MoveDef {
    pub slide: bool,
    pub dirs: Dirs,
    /// `step forward 2`: that many cells along each direction, through
    /// empty cells.
    pub count: Option<Num>,
    pub target: Target,
    /// `on first move`: only a piece that has not moved yet.
    pub first_move: Option<Span>,
    /// `from cells`: only a piece standing on these cells.
    pub from: Option<ZoneSpec>,
    pub shot: Option<Shot>,
    /// Betza `p` or `g`: a hop over one piece.
    pub hop: Option<Hop>,
    /// Betza `n`: a lame leap, blocked on the cells it crosses.
    pub lame: bool,
    /// `within cells`: the move starts, crosses and lands on these cells
    /// only (lines that exist inside a zone: janggi's palace diagonals).
    pub within: Option<Box<ZoneSpec>>,
    /// `except Kind | Kind`: pieces of these kinds are neither a hop's
    /// screen nor taken by the move; the span is the word's.
    pub except: Option<(Span, Vec<Ident>)>,
    /// `slide any by count`: exactly as many cells as there are pieces on
    /// the line it moves along; the span is `by`'s.
    pub by_count: Option<Span>,
    /// `not at cells` or `not through cells`: where the move may not
    /// stop, or neither stop nor cross.
    pub avoid: Option<Box<super::custodial::Avoid>>,
}

pub enum PieceRule {
    Move(MoveDef),
    /// `jump dirs over enemy [flying] [chain]`.
    Jump {
        dirs: Dirs,
        chain: bool,
        /// `flying`: from any distance along empty cells, over the first
        /// piece met, to any empty cell beyond; the span is `flying`'s.
        flying: Option<Span>,
        span: Span,
    },
    /// `promote Name | Name at zone [ends move]`: the piece becomes one of
    /// these, the player's choice.
    Promote {
        to: Vec<Ident>,
        /// `lost Queen`: for each kind of `to`, the span of `lost` before
        /// it, if written: the piece becomes one only while its player has
        /// fewer on the board than the setup gave them.
        lost: Vec<Option<Span>>,
        zone: ZoneSpec,
        /// `for White`: the player whose pieces promote so; without it,
        /// both players' do.
        player: Option<Ident>,
        ends_move: bool,
        /// `at once`: the piece is crowned on every landing in the zone,
        /// also during a chain of jumps, which goes on with the new kind's
        /// jumps; the span is `once`'s.
        at_once: Option<Span>,
        /// `may promote`: the player may also decline (where the piece
        /// could still move).
        optional: Option<Span>,
        /// `at or from zone`: a move that starts in the zone promotes too.
        or_from: bool,
    },
    /// `castle with Rook [| Chancellor] [by n | to file c | g]`: the
    /// piece moves `n` cells (two without `by`), or to the file named for
    /// that side, towards an unmoved piece of one of the kinds on its row,
    /// which lands beside it, on the side it came from.
    Castle {
        rooks: Vec<Ident>,
        by: Option<Num>,
        /// `to file c | g`: the files it lands on, towards the low files
        /// and towards the high ones, as written.
        files: Option<[Ident; 2]>,
        span: Span,
    },
    /// `en passant [at zone]`: the piece's captures onto a cell that an
    /// enemy piece just passed over, capturing that piece; with `at`, only
    /// onto those cells.
    EnPassant(Span, Option<ZoneSpec>),
    /// `stays in zone`: the piece never leaves these cells.
    Stays {
        zone: ZoneSpec,
        span: Span,
    },
}

/// `royal: ...`: the royal kinds, which of them a check is on (`when`),
/// and the spans of `not` in `not facing`, `not fleeing` and `not
/// checked`.
#[derive(Clone, Debug)]
pub struct RoyalSpec {
    pub names: Vec<Ident>,
    pub checked: Option<(Checked, Span)>,
    pub facing: Option<Span>,
    pub fleeing: Option<Span>,
    /// `not checked`: no move may leave the other player's royal piece
    /// attacked.
    pub unchecked: Option<Span>,
    /// `facing ends` (bikjang): the span of `facing`.
    pub facing_ends: Option<Span>,
}

/// `royal: Name { | Name } [when last | when all attacked] [not facing]
/// [facing ends] [not fleeing] [not checked]`.
pub fn royal_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let Some(item) = one_item(Keyword::Royal, span, values, cx) else {
        return Body::Invalid;
    };
    // The names, joined by `|`.
    let mut names = Vec::new();
    let mut rest = item.as_slice();
    loop {
        match rest {
            [TokenTree::Ident(name), tail @ ..]
                if !is_word(name, Particle::When) && !is_word(name, Particle::Not) =>
            {
                names.push(name.clone());
                rest = tail;
            }
            _ => {
                let at = rest.first().map_or(span, TokenTree::span);
                cx.error(at, "`royal:` names a piece, or several joined by `|`, as in `royal: King` or `royal: King | Queen`");
                return Body::Invalid;
            }
        }
        match rest {
            [TokenTree::Punct(bar), tail @ ..] if bar.as_char() == '|' => rest = tail,
            _ => break,
        }
    }
    let (checked, rest) = royal_checked(rest);
    match rest {
        [] => Body::Royal(RoyalSpec {
            names,
            checked,
            facing: None,
            fleeing: None,
            unchecked: None,
            facing_ends: None,
        }),
        [TokenTree::Ident(word), ..]
            if is_word(word, Particle::Not) || is_word(word, Particle::Facing) =>
        {
            royal_options(
                RoyalSpec {
                    names,
                    checked,
                    facing: None,
                    fleeing: None,
                    unchecked: None,
                    facing_ends: None,
                },
                rest,
                cx,
            )
        }
        [first, ..] => {
            cx.error(
                first.span(),
                "after the royal pieces, `royal:` takes `when last` or `when all attacked`, then `not facing`, `not fleeing` and `not checked`, as in `royal: King when all attacked`",
            );
            // The royal pieces stand, so that the rules that need them do
            // not fail in cascade.
            Body::Royal(RoyalSpec {
                names,
                checked,
                facing: None,
                fleeing: None,
                unchecked: None,
                facing_ends: None,
            })
        }
    }
}

/// `when last` or `when all attacked`, if the tokens start with one: which
/// of a player's royal pieces are in check, and the tokens after it.
fn royal_checked(tokens: &[TokenTree]) -> (Option<(Checked, Span)>, &[TokenTree]) {
    match tokens {
        [TokenTree::Ident(when), TokenTree::Ident(last), rest @ ..]
            if is_word(when, Particle::When) && is_word(last, ZoneWord::Last) =>
        {
            (Some((Checked::Last, when.span())), rest)
        }
        [TokenTree::Ident(when), TokenTree::Ident(all), TokenTree::Ident(attacked), rest @ ..]
            if is_word(when, Particle::When)
                && is_word(all, Particle::All)
                && is_word(attacked, Particle::Attacked) =>
        {
            (Some((Checked::All, when.span())), rest)
        }
        _ => (None, tokens),
    }
}

/// After the royal pieces: `not facing` or `facing ends`, `not fleeing`
/// and `not checked`, each at most once.
fn royal_options(mut spec: RoyalSpec, rest: &[TokenTree], cx: &mut Ctxt) -> Body {
    for pair in rest.chunks(2) {
        let option = match pair {
            [TokenTree::Ident(not), TokenTree::Ident(what)] if is_word(not, Particle::Not) => {
                if is_word(what, Particle::Facing) {
                    Some(&mut spec.facing)
                } else if is_word(what, Particle::Fleeing) {
                    Some(&mut spec.fleeing)
                } else if is_word(what, Particle::Checked) {
                    Some(&mut spec.unchecked)
                } else {
                    None
                }
                .map(|slot| (slot, not.span()))
            }
            [TokenTree::Ident(facing), TokenTree::Ident(ends)]
                if is_word(facing, Particle::Facing) && is_word(ends, Particle::Ends) =>
            {
                Some((&mut spec.facing_ends, facing.span()))
            }
            _ => None,
        };
        match option {
            Some((slot, at)) if slot.is_none() => *slot = Some(at),
            _ => {
                cx.error(
                    pair[pair.len() - 1].span(),
                    "after the royal piece, `royal:` takes only `not facing` or `facing ends`, `not fleeing` and `not checked`, each once, as in `royal: General not facing`",
                );
                // The royal piece stands, so that its rules do not fail in
                // cascade.
                break;
            }
        }
    }
    if let (Some(_), Some(at)) = (spec.facing, spec.facing_ends) {
        cx.error(at, "`not facing` forbids the royal pieces to face, and `facing ends` lets them: write one of the two");
        spec.facing_ends = None;
    }
    Body::Royal(spec)
}

/// The letter of `piece Name (L)`: one uppercase letter, perhaps after a
/// `+` (`piece Tokin (+P)`), with the span of the `+`.
fn letter(group: &Group, cx: &mut Ctxt) -> Option<((char, Span), Option<Span>)> {
    let tokens: Vec<TokenTree> = group.stream().into_iter().collect();
    let (plus, rest) = match tokens.as_slice() {
        [TokenTree::Punct(p), rest @ ..] if p.as_char() == '+' => (Some(p.span()), rest),
        all => (None, all),
    };
    if let [TokenTree::Ident(l)] = rest {
        let text = l.to_string();
        let mut chars = text.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if c.is_ascii_uppercase() {
                return Some(((c, l.span()), plus));
            }
        }
    }
    let message = if plus.is_some() {
        "a promoted piece is written `+` and one uppercase letter, the letter of the piece it promotes from, as in `piece Tokin (+P)`"
    } else {
        "a piece's letter is one uppercase letter in parentheses, as in `piece Knight (N)`"
    };
    cx.error(group.span(), message);
    None
}

/// `piece Name { ... }` or `piece Name: betza`.
pub fn piece_section(
    words: &[Ident],
    letter_group: Option<&Group>,
    values: &[TokenTree],
    cx: &mut Ctxt,
) -> Body {
    let Some(name) = words.get(1).filter(|_| words.len() == 2).cloned() else {
        let at = words.get(2).unwrap_or(&words[0]).span();
        cx.error(
            at,
            "a piece is declared as `piece Name { ... }` or `piece Name: betza`",
        );
        return Body::Invalid;
    };
    let (letter, plus) = match letter_group {
        Some(g) => match letter(g, cx) {
            Some((l, plus)) => (Some(l), plus),
            None => return Body::Invalid,
        },
        None => (None, None),
    };
    match values {
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::Brace => {
            let tokens: Vec<TokenTree> = g.stream().into_iter().collect();
            let items = split::items(&tokens);
            if items.is_empty() {
                cx.error(
                    g.span(),
                    format!("`piece {name}` has no rules: say how it moves, as in `{{ step forward to empty }}`"),
                );
                return Body::Invalid;
            }
            run_all(cx, &items, parse_rules).map_or(Body::Invalid, |rules| {
                let rules = rules.into_iter().flatten().collect();
                Body::Piece(PieceDef {
                    name,
                    letter,
                    plus,
                    rules,
                })
            })
        }
        [TokenTree::Ident(betza)] => match parse_betza(betza) {
            Ok(rules) => Body::Piece(PieceDef {
                name,
                letter,
                plus,
                rules,
            }),
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

/// A rule in braces, or Betza atoms standing for the rules they spell
/// (`{ ffN, may promote PromotedKnight at Camp }`).
fn parse_rules(input: ParseStream) -> syn::Result<Vec<PieceRule>> {
    if let Some((w, _)) = input.cursor().ident() {
        if RuleWord::from_word(&w.to_string()).is_none() && looks_like_betza(&w) {
            input.parse::<Ident>()?;
            let mut rules = parse_betza(&w)?;
            let (within, except) = parse_limits(input)?;
            expect_end(input, "the Betza atoms")?;
            for rule in &mut rules {
                if let PieceRule::Move(m) = rule {
                    m.within.clone_from(&within);
                    m.except.clone_from(&except);
                }
            }
            return Ok(rules);
        }
    }
    parse_rule(input).map(|r| vec![r])
}

/// Whether a word is spelled from Betza's letters, with an atom in it.
fn looks_like_betza(w: &Ident) -> bool {
    let text = w.to_string();
    text.chars().any(|c| BETZA_ATOMS.iter().any(|a| a.0 == c))
        && text
            .chars()
            .all(|c| BETZA_MODIFIERS.contains(c) || BETZA_ATOMS.iter().any(|a| a.0 == c))
}

fn parse_rule(input: ParseStream) -> syn::Result<PieceRule> {
    let w: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected a piece rule, such as `step forward to empty`",
        )
    })?;
    match word::<RuleWord>(&w)? {
        RuleWord::Step | RuleWord::Slide | RuleWord::Leap | RuleWord::Ride => {
            parse_move(input, &w).map(PieceRule::Move)
        }
        RuleWord::Jump => parse_jump(input, w.span()),
        RuleWord::Promote => parse_promote(input, None),
        RuleWord::May => {
            let promote: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected `may promote`, as in `may promote Tokin at Camp`",
                )
            })?;
            if !is_word(&promote, RuleWord::Promote) {
                return Err(syn::Error::new(
                    promote.span(),
                    format!("expected `may promote`, found `may {promote}`"),
                ));
            }
            parse_promote(input, Some(w.span()))
        }
        RuleWord::Castle => parse_castle(input, w.span()),
        RuleWord::Stays => {
            let expected = "expected `stays in` and cells, as in `stays in Palace`";
            // `in` is a Rust keyword.
            let within: Ident = syn::ext::IdentExt::parse_any(input)
                .map_err(|e| syn::Error::new(e.span(), expected))?;
            if !is_word(&within, Particle::In) {
                return Err(syn::Error::new(within.span(), expected));
            }
            let zone = parse_zone(input)?;
            expect_end(input, "`stays in`")?;
            Ok(PieceRule::Stays {
                zone,
                span: w.span(),
            })
        }
        RuleWord::En => {
            let passant: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `en passant`"))?;
            if !is_word(&passant, Particle::Passant) {
                return Err(syn::Error::new(
                    passant.span(),
                    format!("expected `en passant`, found `en {passant}`"),
                ));
            }
            let at = if input.is_empty() {
                None
            } else {
                let expected = "expected the end of `en passant`, or `at` and cells, as in `en passant at own row 6`";
                let at: Ident = input
                    .parse()
                    .map_err(|e| syn::Error::new(e.span(), expected))?;
                if !is_word(&at, Particle::At) {
                    return Err(syn::Error::new(at.span(), expected));
                }
                Some(parse_zone(input)?)
            };
            expect_end(input, "`en passant`")?;
            Ok(PieceRule::EnPassant(w.span(), at))
        }
    }
}

/// `castle with Rook [| Chancellor] [by n | to file c | g]`.
fn parse_castle(input: ParseStream, span: Span) -> syn::Result<PieceRule> {
    let example = "castling reads `castle with Rook`, `castle with Rook | Chancellor`, `castle with Rook by 3` for a longer move, or `castle with Rook to file c | g` for the files the piece lands on";
    let with: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    if !is_word(&with, Particle::With) {
        return Err(syn::Error::new(with.span(), example));
    }
    let mut rooks = Vec::new();
    loop {
        rooks.push(
            input
                .parse::<Ident>()
                .map_err(|e| syn::Error::new(e.span(), example))?,
        );
        if !input.peek(Token![|]) {
            break;
        }
        input.parse::<Token![|]>()?;
    }
    let mut by = None;
    let mut files = None;
    if peek_word(input, Particle::By) {
        input.parse::<Ident>()?;
        let n: LitInt = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), example))?;
        by = Some(number(&n)?);
    }
    if peek_word(input, Particle::To) {
        input.parse::<Ident>()?;
        let expect_files = "the files a castling piece lands on read `to file c | g`: the file towards the low files, then the one towards the high files";
        let file: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), expect_files))?;
        if !is_word(&file, Particle::File) {
            return Err(syn::Error::new(file.span(), expect_files));
        }
        let low: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), expect_files))?;
        input
            .parse::<Token![|]>()
            .map_err(|e| syn::Error::new(e.span(), expect_files))?;
        let high: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), expect_files))?;
        files = Some([low, high]);
    }
    expect_end(input, "the castling rule")?;
    Ok(PieceRule::Castle {
        rooks,
        by,
        files,
        span,
    })
}

/// `jump dirs over enemy [flying] [chain]`.
fn parse_jump(input: ParseStream, span: Span) -> syn::Result<PieceRule> {
    let dirs = parse_dirs(input)?;
    let over_enemy = "a jump goes `over enemy`, as in `jump diagonal over enemy chain`";
    let over: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), over_enemy))?;
    let what: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), over_enemy))?;
    if !is_word(&over, Particle::Over) || !is_word(&what, TargetWord::Enemy) {
        return Err(syn::Error::new(what.span(), over_enemy));
    }
    let (mut chain, mut flying) = (false, None);
    while input.peek(syn::Ident) {
        let c: Ident = input.parse()?;
        let known = [Particle::Flying.word(), Particle::Chain.word()];
        if is_word(&c, Particle::Flying) && flying.is_none() && !chain {
            flying = Some(c.span());
        } else if is_word(&c, Particle::Chain) && !chain {
            chain = true;
        } else if is_word(&c, Particle::Flying) && chain {
            return Err(syn::Error::new(
                c.span(),
                "`flying` comes before `chain`: `jump diagonal over enemy flying chain`",
            ));
        } else if is_word(&c, Particle::Flying) || is_word(&c, Particle::Chain) {
            return Err(syn::Error::new(c.span(), format!("`{c}` is already said")));
        } else {
            return Err(syn::Error::new(
                c.span(),
                crate::suggest::unknown("jump option", &c.to_string(), &known),
            ));
        }
    }
    expect_end(input, "the jump")?;
    Ok(PieceRule::Jump {
        dirs,
        chain,
        flying,
        span,
    })
}

/// `[may] promote [lost] Name | [lost] Name at [or from] zone [for Player]
/// [ends move | at once]`.
fn parse_promote(input: ParseStream, optional: Option<Span>) -> syn::Result<PieceRule> {
    let mut to = Vec::new();
    let mut lost = Vec::new();
    loop {
        lost.push(if peek_word(input, Particle::Lost) {
            Some(input.parse::<Ident>()?.span())
        } else {
            None
        });
        to.push(input.parse::<Ident>().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`promote` names a piece, as in `promote King at last row`, or a choice, `promote Queen | Knight at last row`",
            )
        })?);
        if !input.peek(Token![|]) {
            break;
        }
        input.parse::<Token![|]>()?;
    }
    let expect_at = "expected `at` and a zone, as in `promote King at last row`";
    let at: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expect_at))?;
    if !is_word(&at, Particle::At) {
        return Err(syn::Error::new(at.span(), expect_at));
    }
    let mut or_from = false;
    if peek_word(input, Particle::Or) {
        let or: Ident = input.parse()?;
        let from: Option<Ident> = input.parse().ok();
        if !from.as_ref().is_some_and(|f| is_word(f, Particle::From)) {
            return Err(syn::Error::new(
                or.span(),
                "expected `at or from` and a zone, as in `may promote Tokin at or from Camp`",
            ));
        }
        or_from = true;
    }
    let zone = parse_zone(input)?;
    let mut player = None;
    if input.peek(Token![for]) {
        input.parse::<Token![for]>()?;
        player = Some(input.parse::<Ident>().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`promote ... for` names a player, as in `promote Queen | Rook at last row for Black`",
            )
        })?);
    }
    let mut ends_move = false;
    let mut at_once = None;
    while input.peek(syn::Ident) {
        let word: Ident = input.parse()?;
        // `move` is a Rust keyword.
        let next: Option<Ident> = syn::ext::IdentExt::parse_any(input).ok();
        let is = |first: Particle, second: Particle| {
            is_word(&word, first) && next.as_ref().is_some_and(|n| is_word(n, second))
        };
        if is(Particle::Ends, Particle::Move) && !ends_move {
            ends_move = true;
        } else if is(Particle::At, Particle::Once) && at_once.is_none() {
            at_once = next.as_ref().map(Ident::span);
        } else {
            return Err(syn::Error::new(
                word.span(),
                "after the zone, `promote` takes only `ends move` or `at once`",
            ));
        }
    }
    expect_end(input, "the promotion")?;
    Ok(PieceRule::Promote {
        to,
        lost,
        zone,
        player,
        ends_move,
        at_once,
        optional,
        or_from,
    })
}

/// `step dirs [to target] [then shoot Name rule]`, `slide ...`, `leap(a, b) ...`.
fn parse_move(input: ParseStream, kind: &Ident) -> syn::Result<MoveDef> {
    let rule = word::<RuleWord>(kind)?;
    let dirs = if matches!(rule, RuleWord::Leap | RuleWord::Ride) {
        parse_leap(input, kind.span(), rule == RuleWord::Ride)?
    } else {
        parse_dirs(input)?
    };
    let count = if input.peek(LitInt) {
        Some(number(&input.parse::<LitInt>()?)?)
    } else {
        None
    };
    let by_count = if peek_word(input, Particle::By) {
        let by: Ident = input.parse()?;
        let count: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), BY_COUNT))?;
        if !is_word(&count, Particle::Count) {
            return Err(syn::Error::new(count.span(), BY_COUNT));
        }
        Some(by.span())
    } else {
        None
    };
    let mut target = Target::Either;
    if peek_word(input, Particle::To) {
        input.parse::<Ident>()?;
        target = parse_target(input)?;
    }
    let from = if peek_word(input, Particle::From) {
        input.parse::<Ident>()?;
        Some(parse_zone(input)?)
    } else {
        None
    };
    let first_move = if peek_word(input, Particle::On) {
        Some(parse_first_move(input)?)
    } else {
        None
    };
    let (within, except) = parse_limits(input)?;
    let avoid = super::custodial::parse_avoid(input)?;
    let shot = if input.peek(syn::Ident) {
        Some(parse_shot(input)?)
    } else {
        None
    };
    expect_end(input, "the move rule")?;
    Ok(MoveDef {
        slide: matches!(rule, RuleWord::Slide | RuleWord::Ride),
        dirs,
        count,
        target,
        first_move,
        from,
        shot,
        hop: None,
        lame: false,
        within,
        except,
        by_count,
        avoid,
    })
}

/// What `by` after a move rule's directions must say.
const BY_COUNT: &str = "a move rule's `by` reads `by count`, as in `slide any by count` (as many cells as there are pieces on its line)";

/// A move rule's `within` cells and `except` kinds (at the word), as written.
type Limits = (Option<Box<ZoneSpec>>, Option<(Span, Vec<Ident>)>);

/// `[within cells] [except Kind | Kind]`, after a move rule or Betza atoms.
fn parse_limits(input: ParseStream) -> syn::Result<Limits> {
    let within = if peek_word(input, Particle::Within) {
        input.parse::<Ident>()?;
        Some(Box::new(parse_zone(input)?))
    } else {
        None
    };
    let except = if peek_word(input, Particle::Except) {
        let word: Ident = input.parse()?;
        let expected =
            "`except` names kinds of piece, as in `pR except Cannon` or `except Cannon | King`";
        let mut kinds = Vec::new();
        loop {
            if input.is_empty() {
                return Err(syn::Error::new(word.span(), expected));
            }
            kinds.push(
                input
                    .parse::<Ident>()
                    .map_err(|e| syn::Error::new(e.span(), expected))?,
            );
            if !input.peek(Token![|]) {
                break;
            }
            input.parse::<Token![|]>()?;
        }
        Some((word.span(), kinds))
    } else {
        None
    };
    Ok((within, except))
}

/// `on first move`, after a move rule.
fn parse_first_move(input: ParseStream) -> syn::Result<Span> {
    let on: Ident = input.parse()?;
    let expected = "expected `on first move`";
    let first: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    let mv: Ident =
        syn::ext::IdentExt::parse_any(input).map_err(|e| syn::Error::new(e.span(), expected))?;
    if !is_word(&first, ZoneWord::First) || !is_word(&mv, Particle::Move) {
        return Err(syn::Error::new(first.span(), expected));
    }
    Ok(on.span())
}

/// `(a, b)` after `leap` or `ride`: the vector, in all eight of its images.
fn parse_leap(input: ParseStream, span: Span, ride: bool) -> syn::Result<Dirs> {
    let word = if ride { "ride" } else { "leap" };
    if !input.peek(syn::token::Paren) {
        return Err(input.error(format!(
            "`{word}` takes its vector in parentheses, as in `{word}(1, 2)`"
        )));
    }
    let content;
    syn::parenthesized!(content in input);
    let a: LitInt = content.parse()?;
    content.parse::<Token![,]>()?;
    let b: LitInt = content.parse()?;
    expect_end(&content, "the leap's vector")?;
    let small = |n: u64| i32::try_from(n).unwrap_or(i32::MAX);
    let (a, b) = (small(number(&a)?.value), small(number(&b)?.value));
    Ok(Dirs {
        vectors: images((a, b)),
        text: format!("{word}({a}, {b})"),
        span,
    })
}

/// `then shoot Name step|slide|leap ...`, `then place Name [not at cells]`
/// or `then leave Name behind`: the second half of a compound move.
fn parse_shot(input: ParseStream) -> syn::Result<Shot> {
    let then: Ident = input.parse()?;
    if !is_word(&then, Particle::Then) {
        return Err(syn::Error::new(
            then.span(),
            format!("unexpected `{then}`: a move rule ends with `to` and a target, or `then shoot`, `then place` or `then leave` and a blocker"),
        ));
    }
    let verb: Ident = input.parse()?;
    let name: Ident = input.parse()?;
    let how = if is_word(&verb, Particle::Shoot) {
        ShotHow::Shoot(Box::new(parse_shot_move(input)?))
    } else if is_word(&verb, MoveWord::Place) {
        ShotHow::Place(parse_blocker_cells(input)?)
    } else if is_word(&verb, Particle::Leave) {
        let behind: Ident = input.parse().map_err(|e| {
            syn::Error::new(e.span(), format!("`then leave {name}` ends with `behind`: the blocker goes on the cell the piece left"))
        })?;
        if !is_word(&behind, Particle::Behind) {
            return Err(syn::Error::new(
                behind.span(),
                format!("`then leave {name}` ends with `behind`: the blocker goes on the cell the piece left"),
            ));
        }
        ShotHow::Behind
    } else {
        return Err(syn::Error::new(
            verb.span(),
            "a compound move reads `then shoot Arrow slide any to empty` (a second move from the landing cell), `then place Wall` (on any empty cell) or `then leave Wall behind` (on the cell left)",
        ));
    };
    Ok(Shot { name, how })
}

/// The second move of `then shoot Name`.
fn parse_shot_move(input: ParseStream) -> syn::Result<MoveDef> {
    let second: Ident = input.parse()?;
    let moves = [
        RuleWord::Step,
        RuleWord::Slide,
        RuleWord::Leap,
        RuleWord::Ride,
    ];
    if !RuleWord::from_word(&second.to_string()).is_some_and(|w| moves.contains(&w)) {
        return Err(syn::Error::new(
            second.span(),
            "what is shot moves by `step`, `slide`, `leap` or `ride`",
        ));
    }
    parse_move(input, &second)
}

/// `not at cells` or `only at cells` after `then place Name`, if there.
fn parse_blocker_cells(input: ParseStream) -> syn::Result<Option<(BlockerCells, ZoneSpec)>> {
    let limit = if peek_word(input, Particle::Not) {
        BlockerCells::NotAt
    } else if peek_word(input, Particle::Only) {
        BlockerCells::OnlyAt
    } else {
        return Ok(None);
    };
    input.parse::<Ident>()?;
    let at: Ident = input.parse()?;
    if !is_word(&at, Particle::At) {
        return Err(syn::Error::new(
            at.span(),
            "a blocker's cells read `not at cells` or `only at cells`, as in `then place Wall not at c1 d8`",
        ));
    }
    Ok(Some((limit, parse_zone(input)?)))
}

fn parse_target(input: ParseStream) -> syn::Result<Target> {
    let (mut empty, mut enemy) = (false, false);
    loop {
        let t: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`to` names what a move may land on: `empty`, `enemy` or `empty | enemy`",
            )
        })?;
        match word::<TargetWord>(&t)? {
            TargetWord::Empty => empty = true,
            TargetWord::Enemy => enemy = true,
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
pub(super) fn parse_dirs(input: ParseStream) -> syn::Result<Dirs> {
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
        let direction = Direction::from_word(&text).ok_or_else(|| {
            syn::Error::new(w.span(), crate::suggest::unknown_word::<Direction>(&text))
        })?;
        for d in direction.vectors() {
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

/// Betza notation, as Fairy-Stockfish reads it: modifiers before each atom
/// (`f b l r s v h` for directions, `m` move only, `c` capture only), the
/// atom (`W F D N A H L C J Z G K R B Q`), and the atom doubled for a rider
/// of its leap (`NN`, the nightrider).
fn parse_betza(w: &Ident) -> syn::Result<Vec<PieceRule>> {
    let text = w.to_string();
    let span = w.span();
    let atoms: Vec<String> = BETZA_ATOMS.iter().map(|(c, ..)| format!("`{c}`")).collect();
    let atoms = atoms.join(", ");
    let mut rules = Vec::new();
    let mut modifiers = String::new();
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        if BETZA_MODIFIERS.contains(ch) {
            modifiers.push(ch);
            continue;
        }
        let Some(&(_, bases, mut slide)) = BETZA_ATOMS.iter().find(|(atom, ..)| *atom == ch) else {
            let message = if ch.is_ascii_lowercase() {
                format!("unknown Betza modifier `{ch}` in `{text}`: the modifiers are `f b l r s v h m c n p g`, each before an atom among {atoms}")
            } else if ch.is_ascii_digit() {
                format!("`{ch}` in `{text}` would limit how far a rider goes, which this language cannot say yet: a rider goes as far as the board lets it")
            } else {
                format!("unknown Betza atom `{ch}` in `{text}`: the atoms are {atoms}, after modifiers among `f b l r s v h m c n p g`")
            };
            return Err(syn::Error::new(span, message));
        };
        // A doubled atom rides: it repeats its leap in one direction.
        if chars.peek() == Some(&ch) {
            chars.next();
            slide = true;
        }
        let hop = if modifiers.contains('g') {
            Some(Hop::Next)
        } else if modifiers.contains('p') {
            Some(Hop::Beyond)
        } else {
            None
        };
        if let Some(h) = hop.filter(|_| !slide) {
            let p = if h == Hop::Next { 'g' } else { 'p' };
            return Err(syn::Error::new(
                span,
                format!("`{p}` in `{text}` makes a rider hop over a piece in its line, and `{ch}` leaps: write it before a rider, as in `{p}R`, `{p}Q` or `{p}{ch}{ch}`"),
            ));
        }
        let lame = modifiers.contains('n');
        if lame && (slide || lame_path(bases[0]).is_empty()) {
            let why = if slide {
                "a rider stops at the first piece in its way already"
            } else {
                "it crosses no cell"
            };
            return Err(syn::Error::new(
                span,
                format!("`n` in `{text}` makes a leap lame, blocked by a piece on a cell it crosses, and `{ch}` cannot be: {why}; a lame leaper is `nN` (xiangqi's horse) or `nA` (its elephant)"),
            ));
        }
        let target = match (modifiers.contains('m'), modifiers.contains('c')) {
            (true, false) => Target::Empty,
            (false, true) => Target::Enemy,
            _ => Target::Either,
        };
        let directional: String = modifiers
            .chars()
            .filter(|c| "fblrsvh".contains(*c))
            .collect();
        let mut vectors = Vec::new();
        for &base in bases {
            for v in betza_directions(base, bases.len() == 1, &directional) {
                if !vectors.contains(&v) {
                    vectors.push(v);
                }
            }
        }
        if vectors.is_empty() {
            return Err(syn::Error::new(
                span,
                format!("`{directional}{ch}` in `{text}` keeps none of `{ch}`'s directions"),
            ));
        }
        rules.push(PieceRule::Move(MoveDef {
            slide,
            dirs: Dirs {
                vectors,
                text: format!("{modifiers}{ch}"),
                span,
            },
            count: None,
            target,
            first_move: None,
            from: None,
            shot: None,
            hop,
            lame,
            within: None,
            except: None,
            by_count: None,
            avoid: None,
        }));
        modifiers.clear();
    }
    if !modifiers.is_empty() || rules.is_empty() {
        return Err(syn::Error::new(
            span,
            format!("`{text}` ends without an atom: Betza modifiers go before one of {atoms}"),
        ));
    }
    Ok(rules)
}

/// The directions of a Betza atom with base vector `base` that the direction
/// modifiers keep, every image of `base` without modifiers.
///
/// Modifiers pair as Fairy-Stockfish pairs them: a letter doubled (`ff`,
/// the two leaps most forward), or a vertical letter (`f b v h`) with a
/// horizontal one (`l r s h`) in either order (`fs`, forward and wide;
/// `fl`, the one leap forward and more to the left than forward; `lf`,
/// the one more forward than left). A letter alone stands for itself
/// doubled, except that on an oblique atom `f`, `b`, `l` or `r` alone keeps
/// every leap on that side (`fN`: four leaps, as Betza wrote it; shogi's
/// knight is `ffN`). An orthogonal atom of one vector splits a pair into
/// its two letters (`fsW`: forward and sideways).
fn betza_directions(base: (i32, i32), single: bool, modifiers: &str) -> Vec<(i32, i32)> {
    // The atom as Fairy-Stockfish writes it: `f` cells forward, `s` aside.
    let (f, s) = {
        let (a, b) = (base.0.abs(), base.1.abs());
        (a.max(b), a.min(b))
    };
    let oblique = f != s && s != 0;
    // The eight images, each with the modifier pairs that select it.
    let images: [((i32, i32), &[&str]); 8] = [
        ((s, f), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-s, -f), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((f, -s), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-f, s), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((f, s), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-f, -s), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((s, -f), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-s, f), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ];
    let vertical = |c: char| "fbvh".contains(c);
    let horizontal = |c: char| "rlsh".contains(c);
    let chars: Vec<char> = modifiers.chars().collect();
    let mut pairs: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match chars.get(i + 1) {
            Some(&c2)
                if c2 == c
                    || (vertical(c) && horizontal(c2))
                    || (horizontal(c) && vertical(c2)) =>
            {
                if single && s == 0 && c != c2 {
                    pairs.extend([format!("{c}{c}"), format!("{c2}{c2}")]);
                } else {
                    pairs.push(format!("{c}{c2}"));
                }
                i += 2;
            }
            _ => {
                if oblique && "fblr".contains(c) {
                    pairs.push(format!("{c}h"));
                } else {
                    pairs.push(format!("{c}{c}"));
                }
                i += 1;
            }
        }
    }
    let kept: Vec<(i32, i32)> = images
        .iter()
        .filter(|(_, by)| pairs.is_empty() || pairs.iter().any(|p| by.contains(&p.as_str())))
        .map(|&(v, _)| v)
        .collect();
    // In the order of `images`, which the move generator follows.
    self::images(base)
        .into_iter()
        .filter(|v| kept.contains(v))
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
                PieceRule::Move(m) => (m.slide, m.dirs.vectors, m.target),
                _ => unreachable!("Betza atoms are moves"),
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
        let bad = parse_betza(&Ident::new("fX", Span::call_site()));
        let Err(e) = bad else { panic!("fX parsed") };
        assert!(e.to_string().starts_with("unknown Betza atom `X`"));
    }

    /// Sorted, to compare sets of vectors.
    fn leaps(text: &str) -> Vec<(i32, i32)> {
        let mut v = betza(text).remove(0).1;
        v.sort_unstable();
        v
    }

    #[test]
    fn doubled_and_paired_direction_modifiers() {
        // Shogi's knight: the two leaps most forward.
        assert_eq!(leaps("ffN"), [(-1, 2), (1, 2)]);
        // `f` alone keeps every forward leap, as Betza wrote it.
        assert_eq!(leaps("fN"), [(-2, 1), (-1, 2), (1, 2), (2, 1)]);
        // Forward and wide; backward and narrow.
        assert_eq!(leaps("fsN"), [(-2, 1), (2, 1)]);
        assert_eq!(leaps("bbN"), [(-1, -2), (1, -2)]);
        // One leap each, the first letter the main direction.
        assert_eq!(leaps("flN"), [(-2, 1)]);
        assert_eq!(leaps("lfN"), [(-1, 2)]);
        assert_eq!(leaps("sN"), [(-2, -1), (-2, 1), (2, -1), (2, 1)]);
        assert_eq!(leaps("vN"), [(-1, -2), (-1, 2), (1, -2), (1, 2)]);
        // An orthogonal atom splits a pair: forward and sideways.
        assert_eq!(leaps("fsW"), [(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(leaps("flF"), [(-1, 1)]);
        assert_eq!(leaps("fF"), [(-1, 1), (1, 1)]);
    }

    /// Each rule's hop and lameness.
    fn hops(text: &str) -> Vec<(Option<Hop>, bool)> {
        parse_betza(&Ident::new(text, Span::call_site()))
            .unwrap()
            .into_iter()
            .map(|r| match r {
                PieceRule::Move(m) => (m.hop, m.lame),
                _ => unreachable!("Betza atoms are moves"),
            })
            .collect()
    }

    #[test]
    fn hops_and_lame_leaps() {
        // Xiangqi's cannon: a rook's moves, and captures by hopping.
        assert_eq!(hops("mRcpR"), [(None, false), (Some(Hop::Beyond), false)]);
        assert_eq!(betza("mRcpR")[1].2, Target::Enemy);
        assert_eq!(hops("gQ"), [(Some(Hop::Next), false)]);
        assert_eq!(hops("nN"), [(None, true)]);
        assert_eq!(hops("BnN"), [(None, false), (None, true)]);
        for (bad, says) in [
            ("pN", "`p` in `pN` makes a rider hop"),
            ("gK", "`g` in `gK` makes a rider hop"),
            ("nR", "a rider stops at the first piece"),
            ("nW", "it crosses no cell"),
        ] {
            let Err(e) = parse_betza(&Ident::new(bad, Span::call_site())) else {
                panic!("{bad} parsed")
            };
            assert!(e.to_string().contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn a_doubled_atom_rides() {
        let nightrider = betza("NN");
        assert_eq!(nightrider.len(), 1, "one rule, not a knight twice");
        assert!(nightrider[0].0);
        assert_eq!(nightrider[0].1.len(), 8);
        assert!(betza("WW")[0].0);
        assert!(!betza("D")[0].0);
        assert_eq!(leaps("D"), [(-2, 0), (0, -2), (0, 2), (2, 0)]);
        assert_eq!(leaps("G").len(), 4);
        assert_eq!(leaps("C"), leaps("L"));
        let Err(e) = parse_betza(&Ident::new("R4", Span::call_site())) else {
            panic!("R4 parsed")
        };
        assert!(e.to_string().contains("limit how far a rider goes"));
    }
}
