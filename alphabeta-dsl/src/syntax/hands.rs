//! `captures:` (mandatory captures, captures into the hand) and `drops:`,
//! the rules of where pieces in hand may be put down.

use super::cells::{parse_zone, ZoneSpec};
use super::custodial::{self, BySides, CustodialSpec, KindRule};
use super::{expect_end, is_word, number, peek_word, run_all, word, Body, Num};
use crate::ctxt::Ctxt;
use crate::split;
use crate::vocab::{CaptureRule, Particle, Section as Keyword};
use proc_macro2::{Ident, Span, TokenTree};
use syn::parse::ParseStream;
use syn::LitInt;

/// `captures: mandatory, to hand [keeping promotions]`.
#[derive(Default)]
pub struct CapturesSpec {
    /// `mandatory`: a player who can capture must.
    pub mandatory: Option<Span>,
    /// `to hand`: a captured piece changes sides into the capturer's hand;
    /// with `keeping promotions` as it was, else as the piece it promoted
    /// from.
    pub to_hand: Option<(Span, bool)>,
    /// `explode [sparing A | B]`: a capture removes the capturer and every
    /// piece on the cells around the landing cell, but those of the kinds
    /// named.
    pub explode: Option<(Span, Vec<Ident>)>,
    /// `explode ... immune C | D`: the kinds no blast removes, the capturer
    /// included; the span is `immune`'s.
    pub immune: Option<(Span, Vec<Ident>)>,
    /// `petrify A | B`: a capture by a piece of these kinds turns the
    /// capturer into a wall on the cell it took.
    pub petrify: Option<(Span, Vec<Ident>)>,
    /// `custodial(n) orthogonal against Hostile` in a game of pieces, or
    /// beside other rules (a lone plain `custodial(n)` is
    /// [`Body::Custodial`], of stones or pieces).
    pub custodial: Option<Box<CustodialSpec>>,
    /// `King by 4 sides [in cells]`, one for each kind named.
    pub by_sides: Vec<BySides>,
    /// `King unarmed`: the kinds that never capture custodially, nor help
    /// to; with the span of `unarmed`.
    pub unarmed: Vec<(Ident, Span)>,
    /// `most`: captures are mandatory, and only the chains that take the
    /// most pieces may be played.
    pub most: Option<Span>,
    /// `shieldwall`: beside a custodial capture, a row of enemy pieces
    /// along the edge is taken together when bracketed at both ends and
    /// fronted each by a piece of the mover's.
    pub shieldwall: Option<Span>,
}

/// One rule of `drops:`.
pub struct DropSpec {
    /// The piece the rule is about; `None` for every piece.
    pub piece: Option<Ident>,
    pub rule: DropRule,
    /// The rule's first token.
    pub span: Span,
}

pub enum DropRule {
    /// `not at cells`: no drop there.
    NotAt(ZoneSpec),
    /// `only at cells`: drops there and nowhere else.
    OnlyAt(ZoneSpec),
    /// `n Name per column`: no drop onto a column that already holds `n`
    /// of the player's pieces of that kind.
    PerColumn(Num),
    /// `Name not mating`: no drop that checkmates at once.
    NotMating,
    /// `[Name] anywhere`: drops also where the piece could never move
    /// again.
    Anywhere,
    /// `[only] gating at cells`: a piece in hand may be put on the cell a
    /// piece leaves on its first move from these cells; with `only`, a
    /// piece in hand comes back no other way. The span is `gating`'s.
    Gating {
        only: bool,
        zone: ZoneSpec,
        span: Span,
    },
}

/// `captures: mandatory`, `captures: to hand`, or both.
pub fn captures_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            "`captures:` needs a rule: `mandatory`, `most`, `to hand`, `explode`, `petrify`, `surrounded` or `custodial(2)`",
        );
        return Body::Invalid;
    }
    let Some(rules) = run_all(cx, &items, parse_capture_rule) else {
        return Body::Invalid;
    };
    // A plain custodial capture stands alone: a game of stones' (Pente's)
    // or a game of pieces' with no more said.
    if let [(CaptureItem::Custodial(spec), _)] = rules.as_slice() {
        if spec.dirs.is_none() && spec.against.is_none() {
            return Body::Custodial(spec.n, spec.span);
        }
    }
    if let Some((_, at)) = rules.iter().find(|(r, _)| matches!(r, CaptureItem::Mill)) {
        if rules.len() == 1 {
            return Body::Mill(*at);
        }
        cx.error(
            *at,
            "`captures: mill` is a game on points' one capture rule: it takes no other",
        );
        return Body::Invalid;
    }
    if let Some((_, at)) = rules
        .iter()
        .find(|(r, _)| matches!(r, CaptureItem::Surrounded))
    {
        if rules.len() == 1 {
            return Body::Surround(*at);
        }
        cx.error(
            *at,
            "`captures: surrounded` is a game of stones' one capture rule: it takes no other",
        );
        return Body::Invalid;
    }
    let mut spec = CapturesSpec::default();
    for (rule, at) in rules {
        let repeated = match rule {
            CaptureItem::Mandatory => spec.mandatory.replace(at).is_some(),
            CaptureItem::ToHand(keep) => spec.to_hand.replace((at, keep)).is_some(),
            CaptureItem::Explode(spared, immune) => {
                spec.immune = immune;
                spec.explode.replace((at, spared)).is_some()
            }
            CaptureItem::Petrify(kinds) => spec.petrify.replace((at, kinds)).is_some(),
            CaptureItem::Custodial(c) => spec.custodial.replace(Box::new(c)).is_some(),
            CaptureItem::Kind(KindRule::BySides(b)) => {
                spec.by_sides.push(b);
                false
            }
            CaptureItem::Kind(KindRule::Unarmed(kind, at)) => {
                spec.unarmed.push((kind, at));
                false
            }
            CaptureItem::Surrounded | CaptureItem::Mill => false,
            CaptureItem::Most => spec.most.replace(at).is_some(),
            CaptureItem::Shieldwall => spec.shieldwall.replace(at).is_some(),
        };
        if repeated {
            cx.error(at, "this `captures:` rule is already said");
            return Body::Invalid;
        }
    }
    Body::Captures(spec)
}

enum CaptureItem {
    Mandatory,
    ToHand(bool),
    Surrounded,
    Mill,
    Custodial(CustodialSpec),
    /// A rule that starts with a kind's name (`King by 4 sides`).
    Kind(KindRule),
    /// The kinds spared on the cells around, and those immune.
    Explode(Vec<Ident>, Option<(Span, Vec<Ident>)>),
    /// The kinds that turn into walls when they capture.
    Petrify(Vec<Ident>),
    Most,
    Shieldwall,
}

fn parse_capture_rule(input: ParseStream) -> syn::Result<(CaptureItem, Span)> {
    let w: Ident = input.parse()?;
    if w.to_string().starts_with(|c: char| c.is_ascii_uppercase()) {
        let span = w.span();
        let rule = custodial::parse_kind_rule(input, w)?;
        expect_end(input, "the capture rule")?;
        return Ok((CaptureItem::Kind(rule), span));
    }
    let item = match word::<CaptureRule>(&w)? {
        CaptureRule::Mandatory => CaptureItem::Mandatory,
        CaptureRule::Surrounded => CaptureItem::Surrounded,
        CaptureRule::Mill => CaptureItem::Mill,
        CaptureRule::Custodial => {
            if !input.peek(syn::token::Paren) {
                return Err(syn::Error::new(
                    w.span(),
                    "`custodial` takes the number of enemy stones a capture encloses, in parentheses: `custodial(2)`",
                ));
            }
            let content = super::parens(input, "custodial", "custodial(2)")?;
            let n: LitInt = content.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "`custodial` takes the number of enemy stones a capture encloses, as in `custodial(2)`",
                )
            })?;
            expect_end(&content, "the number of stones")?;
            let (dirs, against) = custodial::parse_custodial_tail(input)?;
            CaptureItem::Custodial(CustodialSpec {
                n: number(&n)?,
                span: w.span(),
                dirs,
                against,
            })
        }
        CaptureRule::Explode => {
            let spared = parse_kinds(input, Particle::Sparing)?.map_or_else(Vec::new, |(_, k)| k);
            let immune = parse_kinds(input, Particle::Immune)?;
            if let Some(late) = input.cursor().ident().map(|(id, _)| id) {
                if immune.is_some() && is_word(&late, Particle::Sparing) {
                    return Err(syn::Error::new(
                        late.span(),
                        "`sparing` comes before `immune`: `explode sparing Pawn immune King`",
                    ));
                }
            }
            CaptureItem::Explode(spared, immune)
        }
        CaptureRule::Petrify => {
            let expected = "`petrify` names the pieces that turn into a wall when they capture, as in `petrify Queen | Rook`";
            let mut kinds = Vec::new();
            loop {
                let name: Ident = input
                    .parse()
                    .map_err(|e| syn::Error::new(e.span(), expected))?;
                kinds.push(name);
                if !input.peek(syn::Token![|]) {
                    break;
                }
                input.parse::<syn::Token![|]>()?;
            }
            CaptureItem::Petrify(kinds)
        }
        CaptureRule::Most => CaptureItem::Most,
        CaptureRule::Shieldwall => CaptureItem::Shieldwall,
        CaptureRule::To => {
            let expected = "expected `to hand`: captured pieces go to the capturer's hand";
            let hand: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), expected))?;
            if !is_word(&hand, Particle::Hand) {
                return Err(syn::Error::new(hand.span(), expected));
            }
            let mut keep = false;
            if input.peek(syn::Ident) {
                let keeping: Ident = input.parse()?;
                let promotions: Option<Ident> = input.parse().ok();
                if !is_word(&keeping, Particle::Keeping)
                    || !promotions
                        .as_ref()
                        .is_some_and(|p| is_word(p, Particle::Promotions))
                {
                    return Err(syn::Error::new(
                        keeping.span(),
                        "after `to hand`, `captures:` takes only `keeping promotions`",
                    ));
                }
                keep = true;
            }
            CaptureItem::ToHand(keep)
        }
    };
    expect_end(input, "the capture rule")?;
    Ok((item, w.span()))
}

/// After `explode`: nothing, or `sparing` and the kinds the blast leaves
/// on the cells around (`sparing Pawn | Knight`), then nothing, or
/// `immune` and the kinds no blast removes (`immune King`); `word` is the
/// one expected next. Gives the word's span and the kinds.
fn parse_kinds(input: ParseStream, word: Particle) -> syn::Result<Option<(Span, Vec<Ident>)>> {
    if input.is_empty() {
        return Ok(None);
    }
    if word == Particle::Sparing && peek_word(input, Particle::Immune) {
        return Ok(None);
    }
    let expected = "after `explode`, `captures:` takes only `sparing` and the pieces the blast leaves around, then `immune` and the pieces no blast takes, as in `explode sparing Pawn immune King`";
    let head: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    if !is_word(&head, word) {
        return Err(syn::Error::new(head.span(), expected));
    }
    let mut kinds = Vec::new();
    loop {
        let name: Ident = input.parse().map_err(|e| {
            let message = match word {
                Particle::Immune => "`immune` names the pieces no blast takes, as in `immune King`",
                _ => "`sparing` names the pieces the blast leaves, as in `sparing Pawn | Knight`",
            };
            syn::Error::new(e.span(), message)
        })?;
        kinds.push(name);
        if !input.peek(syn::Token![|]) {
            return Ok(Some((head.span(), kinds)));
        }
        input.parse::<syn::Token![|]>()?;
    }
}

/// `drops: Pawn not at first row, one Pawn per column, Pawn not mating`.
pub fn drops_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            format!(
                "`{}:` needs a rule, as in `drops: Pawn not at last row`",
                Keyword::Drops
            ),
        );
        return Body::Invalid;
    }
    run_all(cx, &items, parse_drop_rule).map_or(Body::Invalid, Body::Drops)
}

const DROP_EXAMPLES: &str =
    "a drop rule reads `Pawn not at last row`, `only at first row`, `one Pawn per column`, `Pawn not mating`, `Pawn anywhere` or `gating at first row`";

fn parse_drop_rule(input: ParseStream) -> syn::Result<DropSpec> {
    let span = input.span();
    if input.peek(LitInt) || peek_count_word(input) {
        let n = if input.peek(LitInt) {
            number(&input.parse::<LitInt>()?)?
        } else {
            let w: Ident = input.parse()?;
            let value = COUNT_WORDS
                .iter()
                .position(|&c| is_word(&w, c))
                .map_or(0, |i| i as u64 + 1);
            Num {
                value,
                span: w.span(),
            }
        };
        let piece: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), DROP_EXAMPLES))?;
        let per: Option<Ident> = input.parse().ok();
        let column: Option<Ident> = input.parse().ok();
        if !per.as_ref().is_some_and(|p| is_word(p, Particle::Per))
            || !column
                .as_ref()
                .is_some_and(|c| is_word(c, Particle::Column))
        {
            return Err(syn::Error::new(
                piece.span(),
                format!("expected `{} {piece} per column`", n.value),
            ));
        }
        expect_end(input, "the drop rule")?;
        return Ok(DropSpec {
            piece: Some(piece),
            rule: DropRule::PerColumn(n),
            span,
        });
    }
    let first: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), DROP_EXAMPLES))?;
    // A piece's name is capitalised; the rules' words are not.
    let (piece, w) = if first
        .to_string()
        .starts_with(|c: char| c.is_ascii_uppercase())
    {
        let w: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), DROP_EXAMPLES))?;
        (Some(first), w)
    } else {
        (None, first)
    };
    let rule = if is_word(&w, Particle::Gating)
        || (is_word(&w, Particle::Only) && peek_word(input, Particle::Gating))
    {
        parse_gating(&w, input)?
    } else if is_word(&w, Particle::Not) && peek_word(input, Particle::Mating) {
        input.parse::<Ident>()?;
        if piece.is_none() {
            return Err(syn::Error::new(
                w.span(),
                "`not mating` is about one piece's drops: write `Pawn not mating`",
            ));
        }
        DropRule::NotMating
    } else if is_word(&w, Particle::Anywhere) {
        if !input.is_empty() {
            return Err(input.error(
                "`anywhere` names no cells: it lets the piece be dropped where it could never move again; limit the drops with a rule of their own, as in `drops: Chick anywhere, Chick not at first row`",
            ));
        }
        DropRule::Anywhere
    } else if is_word(&w, Particle::Not) || is_word(&w, Particle::Only) {
        let at: Option<Ident> = input.parse().ok();
        if !at.as_ref().is_some_and(|a| is_word(a, Particle::At)) {
            return Err(syn::Error::new(
                w.span(),
                format!("expected `{w} at` and cells, as in `{w} at last row`"),
            ));
        }
        let zone = parse_zone(input)?;
        if is_word(&w, Particle::Not) {
            DropRule::NotAt(zone)
        } else {
            DropRule::OnlyAt(zone)
        }
    } else {
        return Err(syn::Error::new(w.span(), DROP_EXAMPLES));
    };
    expect_end(input, "the drop rule")?;
    Ok(DropSpec { piece, rule, span })
}

/// `gating at cells` or `only gating at cells`, from its first word `w`.
fn parse_gating(w: &Ident, input: ParseStream) -> syn::Result<DropRule> {
    let only = is_word(w, Particle::Only);
    let gating = if only {
        input.parse::<Ident>()?
    } else {
        w.clone()
    };
    let at: Option<Ident> = input.parse().ok();
    if !at.as_ref().is_some_and(|a| is_word(a, Particle::At)) {
        return Err(syn::Error::new(
            gating.span(),
            "expected `gating at` and the cells a piece leaves, as in `gating at first row`",
        ));
    }
    let zone = parse_zone(input)?;
    Ok(DropRule::Gating {
        only,
        zone,
        span: gating.span(),
    })
}

/// The counts a `per column` rule may spell as words.
const COUNT_WORDS: [Particle; 3] = [Particle::One, Particle::Two, Particle::Three];

fn peek_count_word(input: ParseStream) -> bool {
    COUNT_WORDS.iter().any(|&w| peek_word(input, w))
}
