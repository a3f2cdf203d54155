//! `win:`, `lose:` and `draw:`: end conditions.

use super::cells::{parse_zone, ZoneSpec};
use super::{expect_end, is_word, number, parens, peek_word, run_all, word, Body, Num};
use crate::ctxt::Ctxt;
use crate::split;
use crate::vocab::{
    ConditionWord, Edge, FlagReply, GroupGoal, LineOption, Particle, Section as Keyword, SideWord,
};
use proc_macro2::{Ident, Span, TokenTree};
use std::fmt;
use syn::parse::ParseStream;
use syn::{LitInt, Token};

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
    /// `reach(zone)`: a piece of the player on the zone; with `by Name`,
    /// a piece of that kind; then `held` or `unless reached back`, at the
    /// span of its first word.
    Reach(ZoneSpec, Option<Ident>, Option<(FlagReply, Span)>),
    /// `captured all`: the opponent has no piece left.
    CapturedAll,
    /// `captured(10 stones)`: the player has captured that many stones.
    CapturedStones(Num),
    /// `captured King`: the opponent, set up with pieces of that kind,
    /// has none left (tafl's captured king).
    CapturedKind(Ident),
    /// `encircled King`: the opponent, set up with pieces of that kind,
    /// has every piece shut in by the mover's: none can reach the edge.
    Encircled(Ident),
    /// `fort King`: the mover's piece of that kind stands on the edge,
    /// can move, and no enemy piece can ever come beside it.
    Fort(Ident),
    /// `most pieces`: when neither player can move, the one with more pieces.
    MostPieces,
    /// `one group`: a player whose pieces all touch, by sides or corners,
    /// in one group.
    OneGroup,
    /// `repetition`, `repetition(4)`, `repetition(4) for Gote`: a
    /// position that stood on the board the given number of times (3
    /// unless said), and under `win:` or `lose:` the player it is for;
    /// `repetition(2) of board` compares the board alone, whoever is to
    /// move (positional superko), and `of_board` is the span of `board`.
    Repetition {
        count: Option<Num>,
        player: Option<Ident>,
        of_board: Option<Span>,
    },
    /// `perpetual check`: a repetition through which one side checked with
    /// every move.
    PerpetualCheck,
    /// `checks(n)`: the player has given check `n` times.
    Checks(Num),
    /// `extinct Pawn` (`below` 1) or `fewer than 3 King` (`below` 3): a
    /// player with fewer than `below` pieces left of one of the kinds.
    Extinct {
        below: Num,
        kinds: Vec<Ident>,
    },
    /// `bare King`: a player left with nothing but their royal piece; with
    /// `unless bared back`, only once their reply has not bared the other.
    Bare {
        king: Ident,
        bared_back: bool,
    },
    /// `counting(64 moves, bare King from pieces: 16 moves against Rook
    /// | 64 moves) without Pawn`: a draw once the player who counts has
    /// counted the limit, set by the material left.
    Counting(Counting),
    /// `50 moves without capture or Pawn move`: that many moves of each
    /// player with none of the named events.
    Quiet {
        moves: Num,
        resets: Vec<Reset>,
    },
    /// `fewer than 3 pieces`: a player with fewer men than that, on the
    /// board and in hand (a game on points).
    FewerPieces(Num),
    /// `100 moves`, under `draw:`: the game is drawn once each player
    /// has made that many moves (a game on points).
    MoveLimit(Num),
    /// `connect(all sides)`, `ring`, `bridge`, `fork`: the shape of one
    /// group of the player's stones.
    Group(GroupGoal),
    /// `when(my_rule)`: a function of one's own says whether the game ends.
    When(syn::Path),
    /// `16 moves with 3 King against King`: a draw by the material.
    Material(super::material_draw::MaterialDraw),
}

/// A counting rule, as written.
pub struct Counting {
    /// `64 moves` before the bare part: the limit of a player who has more
    /// than their royal piece, against one who has more too.
    pub board: Option<Num>,
    /// `bare King ...: ...`: the limits of a player left with the royal
    /// piece alone.
    pub bare: Option<BareCount>,
    /// `without Pawn`: no count while a piece of these kinds stands.
    pub without: Vec<Ident>,
}

/// `bare King from pieces: 16 moves against Rook | 64 moves`.
pub struct BareCount {
    pub king: Ident,
    /// `from pieces`: the count starts at the number of pieces on the
    /// board.
    pub from_pieces: bool,
    /// In order: the first whose material the other player has sets the
    /// limit.
    pub limits: Vec<CountLimit>,
}

/// `16 moves against Rook`, `22 moves against 2 Khon`, or `64 moves`
/// (against anything).
pub struct CountLimit {
    pub moves: Num,
    /// How many pieces of which kind the other player must have.
    pub against: Option<(Num, Ident)>,
}

/// What restarts the count of `N moves without ...`.
pub enum Reset {
    /// `capture`: any capture.
    Capture,
    /// `Name move`: any move of a piece of that kind.
    Piece(Ident),
}

impl Test {
    /// Whether the condition belongs to games of stones placed on an
    /// empty board (lines, connections, a full board).
    pub fn is_placement(&self) -> bool {
        matches!(
            self,
            Test::Line { .. }
                | Test::Connect { .. }
                | Test::Full
                | Test::CapturedStones(_)
                | Test::Group(_)
                | Test::When(_)
        )
    }
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
            Test::Reach(zone, by, reply) => {
                write!(f, "reach({zone})")?;
                if let Some(by) = by {
                    write!(f, " by {by}")?;
                }
                match reply {
                    Some((FlagReply::Held, _)) => f.write_str(" held"),
                    Some((FlagReply::Safe, _)) => f.write_str(" safe"),
                    Some((FlagReply::ReachedBack, _)) => f.write_str(" unless reached back"),
                    None => Ok(()),
                }
            }
            Test::CapturedAll => f.write_str("captured all"),
            Test::CapturedStones(n) => write!(f, "captured({} stones)", n.value),
            Test::CapturedKind(kind) => write!(f, "captured {kind}"),
            Test::Encircled(kind) => write!(f, "encircled {kind}"),
            Test::Fort(kind) => write!(f, "fort {kind}"),
            Test::MostPieces => f.write_str("most pieces"),
            Test::OneGroup => f.write_str("one group"),
            Test::Repetition {
                count,
                player,
                of_board,
            } => {
                f.write_str("repetition")?;
                if let Some(n) = count {
                    write!(f, "({})", n.value)?;
                }
                if of_board.is_some() {
                    f.write_str(" of board")?;
                }
                if let Some(player) = player {
                    write!(f, " for {player}")?;
                }
                Ok(())
            }
            Test::PerpetualCheck => f.write_str("perpetual check"),
            Test::Extinct { below, kinds } => {
                if below.value == 1 {
                    f.write_str("extinct ")?;
                } else {
                    write!(f, "fewer than {} ", below.value)?;
                }
                for (i, k) in kinds.iter().enumerate() {
                    write!(f, "{}{k}", if i > 0 { " | " } else { "" })?;
                }
                Ok(())
            }
            Test::Bare { king, bared_back } => {
                write!(f, "bare {king}")?;
                f.write_str(if *bared_back {
                    " unless bared back"
                } else {
                    ""
                })
            }
            Test::Checks(n) => write!(f, "checks({})", n.value),
            Test::Counting(c) => write!(f, "{c}"),
            Test::FewerPieces(n) => write!(f, "fewer than {} pieces", n.value),
            Test::MoveLimit(n) => write!(f, "{} moves", n.value),
            Test::Group(goal) => write!(f, "{goal}"),
            Test::When(path) => write!(f, "when({})", super::when::path_text(path)),
            Test::Material(m) => write!(f, "{m}"),
            Test::Quiet { moves, resets } => {
                write!(f, "{} moves without ", moves.value)?;
                for (i, r) in resets.iter().enumerate() {
                    f.write_str(if i > 0 { " or " } else { "" })?;
                    match r {
                        Reset::Capture => f.write_str("capture")?,
                        Reset::Piece(name) => write!(f, "{name} move")?,
                    }
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Counting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("counting(")?;
        if let Some(n) = &self.board {
            write!(f, "{} moves", n.value)?;
        }
        if let Some(bare) = &self.bare {
            let from = if bare.from_pieces { " from pieces" } else { "" };
            let comma = if self.board.is_some() { ", " } else { "" };
            write!(f, "{comma}bare {}{from}: ", bare.king)?;
            for (i, limit) in bare.limits.iter().enumerate() {
                write!(f, "{}{limit}", if i > 0 { " | " } else { "" })?;
            }
        }
        f.write_str(")")?;
        for (i, k) in self.without.iter().enumerate() {
            write!(f, "{}{k}", if i > 0 { " | " } else { " without " })?;
        }
        Ok(())
    }
}

impl fmt::Display for CountLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} moves", self.moves.value)?;
        match &self.against {
            Some((n, kind)) if n.value == 1 => write!(f, " against {kind}"),
            Some((n, kind)) => write!(f, " against {} {kind}", n.value),
            None => Ok(()),
        }
    }
}

/// `win:`, `lose:` or `draw:` and its conditions.
pub fn end_section(keyword: Keyword, span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            format!("`{keyword}:` needs a condition, such as `line(3)` or `full`"),
        );
        return Body::Invalid;
    }
    run_all(cx, &items, parse_condition).map_or(Body::Invalid, Body::End)
}

fn parse_condition(input: ParseStream) -> syn::Result<Condition> {
    if input.peek(LitInt) {
        return parse_quiet(input);
    }
    let w: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected an end condition, such as `line(3)` or `full`",
        )
    })?;
    let span = w.span();
    let test = match word::<ConditionWord>(&w)? {
        ConditionWord::Line => parse_line(&parens(input, "line", "line(4)")?)?,
        ConditionWord::Connect => parse_connect(&parens(input, "connect", "connect(top-bottom)")?)?,
        ConditionWord::Full => Test::Full,
        ConditionWord::Reach => {
            let content = parens(input, "reach", "reach(last row)")?;
            let zone = parse_zone(&content)?;
            expect_end(&content, "the zone")?;
            let mut by = None;
            if peek_word(input, Particle::By) {
                input.parse::<Ident>()?;
                by = Some(input.parse::<Ident>().map_err(|e| {
                    syn::Error::new(
                        e.span(),
                        "`reach(...) by` names a piece, as in `reach(Hill) by King`",
                    )
                })?);
            }
            Test::Reach(zone, by, parse_flag_reply(input)?)
        }
        ConditionWord::Captured if input.peek(syn::token::Paren) => {
            parse_captured_stones(&parens(input, "captured", "captured(10 stones)")?)?
        }
        ConditionWord::Captured
            if input.peek(syn::Ident)
                && input.cursor().ident().is_some_and(|(id, _)| {
                    id.to_string().starts_with(|c: char| c.is_ascii_uppercase())
                }) =>
        {
            Test::CapturedKind(input.parse()?)
        }
        ConditionWord::Captured => {
            second_word(input, &w, Particle::All)?;
            Test::CapturedAll
        }
        ConditionWord::Encircled => Test::Encircled(kind_after(input, "encircled King")?),
        ConditionWord::Fort => Test::Fort(kind_after(input, "fort King")?),
        ConditionWord::Most => {
            second_word(input, &w, Particle::Pieces)?;
            Test::MostPieces
        }
        ConditionWord::One => {
            second_word(input, &w, Particle::Group)?;
            Test::OneGroup
        }
        ConditionWord::Repetition => parse_repetition(input)?,
        ConditionWord::Perpetual => {
            second_word(input, &w, Particle::Check)?;
            Test::PerpetualCheck
        }
        ConditionWord::Checks => {
            let content = parens(input, "checks", "checks(3)")?;
            let n: LitInt = content.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "`checks` takes the number of checks, as in `checks(3)`",
                )
            })?;
            expect_end(&content, "the number of checks")?;
            Test::Checks(number(&n)?)
        }
        ConditionWord::Extinct => Test::Extinct {
            below: Num {
                value: 1,
                span: w.span(),
            },
            kinds: parse_kinds(input, "extinct Pawn")?,
        },
        ConditionWord::Fewer => parse_fewer(input, &w)?,
        ConditionWord::Bare => parse_bare(input)?,
        ConditionWord::Counting => parse_counting(input)?,
        ConditionWord::Ring => Test::Group(GroupGoal::Ring),
        ConditionWord::Bridge => Test::Group(GroupGoal::Bridge),
        ConditionWord::Fork => Test::Group(GroupGoal::Fork),
        ConditionWord::When => Test::When(super::when::when_arguments(input, &w)?.path),
    };
    expect_end(input, &format!("`{w}`"))?;
    Ok(Condition { test, span })
}

/// The kind named after a condition's word, as in `fort King`.
fn kind_after(input: ParseStream, example: &str) -> syn::Result<Ident> {
    input.parse::<Ident>().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("name the kind of piece, as in `{example}`"),
        )
    })
}

/// `King | Queen`: the kinds an extinction names, at least one.
fn parse_kinds(input: ParseStream, example: &str) -> syn::Result<Vec<Ident>> {
    let mut kinds = Vec::new();
    loop {
        kinds.push(input.parse::<Ident>().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("name the kind of piece counted, as in `{example}`"),
            )
        })?);
        if !input.peek(Token![|]) {
            return Ok(kinds);
        }
        input.parse::<Token![|]>()?;
    }
}

/// After `fewer`: `than 3 King`.
fn parse_fewer(input: ParseStream, fewer: &Ident) -> syn::Result<Test> {
    second_word(input, fewer, Particle::Than)?;
    let example = "`fewer than` counts pieces of a kind, as in `fewer than 3 King`";
    let n: LitInt = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    if peek_word(input, Particle::Pieces) {
        input.parse::<Ident>()?;
        return Ok(Test::FewerPieces(number(&n)?));
    }
    Ok(Test::Extinct {
        below: number(&n)?,
        kinds: parse_kinds(input, "fewer than 3 King")?,
    })
}

/// After `reach(...) [by Name]`: `held`, `safe` or `unless reached
/// back`, if the reach waits for a reply or an attack.
fn parse_flag_reply(input: ParseStream) -> syn::Result<Option<(FlagReply, Span)>> {
    if peek_word(input, Particle::Held) {
        let held: Ident = input.parse()?;
        if peek_word(input, Particle::Safe) {
            return Err(syn::Error::new(
                held.span(),
                "a reach is `held` (it waits for the reply) or `safe` (it wins while no enemy piece attacks it), not both: write one",
            ));
        }
        return Ok(Some((FlagReply::Held, held.span())));
    }
    if peek_word(input, Particle::Safe) {
        let safe: Ident = input.parse()?;
        return Ok(Some((FlagReply::Safe, safe.span())));
    }
    if !peek_word(input, Particle::Unless) {
        return Ok(None);
    }
    let unless: Ident = input.parse()?;
    second_word(input, &unless, Particle::Reached)?;
    let back: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "expected `unless reached back`"))?;
    if !is_word(&back, Particle::Back) {
        return Err(syn::Error::new(
            back.span(),
            "expected `unless reached back`",
        ));
    }
    Ok(Some((FlagReply::ReachedBack, unless.span())))
}

/// After `bare`: the royal piece, then `unless bared back` if the bare
/// player may answer.
fn parse_bare(input: ParseStream) -> syn::Result<Test> {
    let king: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`bare` names the royal piece left alone, as in `bare King`",
        )
    })?;
    let mut bared_back = false;
    if peek_word(input, Particle::Unless) {
        let unless: Ident = input.parse()?;
        second_word(input, &unless, Particle::Bared)?;
        let back: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), "expected `unless bared back`"))?;
        if !is_word(&back, Particle::Back) {
            return Err(syn::Error::new(back.span(), "expected `unless bared back`"));
        }
        bared_back = true;
    }
    Ok(Test::Bare { king, bared_back })
}

/// `draw odds: Black`: the player who wins every draw.
pub fn draw_odds_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let Some(item) = super::one_item(Keyword::DrawOdds, span, values, cx) else {
        return Body::Invalid;
    };
    super::run(cx, &item, |input| {
        let player: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`draw odds:` names the player who wins every draw, as in `draw odds: Black`",
            )
        })?;
        expect_end(input, "the player")?;
        Ok(player)
    })
    .map_or(Body::Invalid, Body::DrawOdds)
}

/// One item of `draw count:`: a piece kind's points, or a player's bonus.
pub struct Points {
    /// A kind (each of its pieces on the board scores the points) or a
    /// player (who scores them once).
    pub name: Ident,
    /// The points, in half points so that they stay exact.
    pub halves: i64,
}

/// `draw count: Chariot 13, Cannon 7, Han 1.5`: the points that decide a
/// game the rules would draw.
pub fn draw_count_section(span: Span, values: &[TokenTree], cx: &mut Ctxt) -> Body {
    let items = split::items(values);
    if items.is_empty() {
        cx.error(
            span,
            "`draw count:` needs the points of each kind, as in `draw count: Chariot 13, Cannon 7, Han 1.5`",
        );
        return Body::Invalid;
    }
    run_all(cx, &items, parse_points).map_or(Body::Invalid, Body::DrawCount)
}

/// `Chariot 13` or `Han 1.5`.
fn parse_points(input: ParseStream) -> syn::Result<Points> {
    let example = "as in `draw count: Chariot 13, Cannon 7, Han 1.5`";
    let name: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("`draw count:` gives a kind or a player its points, {example}"),
        )
    })?;
    let (digits, span) = if input.peek(syn::LitFloat) {
        let lit: syn::LitFloat = input.parse()?;
        (lit.base10_digits().to_string(), lit.span())
    } else if input.peek(LitInt) {
        let lit: LitInt = input.parse()?;
        (lit.base10_digits().to_string(), lit.span())
    } else {
        return Err(syn::Error::new(
            name.span(),
            format!("`{name}` needs its points, a number that is not negative, {example}"),
        ));
    };
    let halves = super::stones::half_points(&digits).ok_or_else(|| {
        syn::Error::new(
            span,
            format!("`{name} {digits}`: points are whole or half, up to 10000, {example}"),
        )
    })?;
    expect_end(input, "the points")?;
    Ok(Points { name, halves })
}

/// After `counting`: the limits in parentheses, then `without` and the
/// kinds that stop the count while they stand.
fn parse_counting(input: ParseStream) -> syn::Result<Test> {
    let example = "counting(64 moves, bare King: 16 moves against Rook | 64 moves)";
    let content = parens(input, "counting", example)?;
    let mut board = None;
    if content.peek(LitInt) {
        board = Some(parse_moves(&content)?);
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    let mut bare = None;
    if !content.is_empty() || board.is_none() {
        let first: Ident = content.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("`counting` takes the limits of the count, as in `{example}`"),
            )
        })?;
        if !is_word(&first, ConditionWord::Bare) {
            return Err(syn::Error::new(
                first.span(),
                format!("expected `bare King` and the limits of a bare player, as in `{example}`"),
            ));
        }
        bare = Some(parse_bare_count(&content)?);
    }
    expect_end(&content, "the limits of the count")?;
    let mut without = Vec::new();
    if peek_word(input, Particle::Without) {
        input.parse::<Ident>()?;
        without = parse_kinds(input, "counting(64 moves) without Pawn")?;
    }
    Ok(Test::Counting(Counting {
        board,
        bare,
        without,
    }))
}

/// `64 moves`.
fn parse_moves(input: ParseStream) -> syn::Result<Num> {
    let n: LitInt = input.parse()?;
    let moves: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "a limit is counted in moves, as in `64 moves`"))?;
    if !is_word(&moves, Keyword::Moves) {
        return Err(syn::Error::new(
            moves.span(),
            format!(
                "expected `moves` after the number, as in `{} moves`",
                n.base10_digits()
            ),
        ));
    }
    number(&n)
}

/// After `bare`: the royal piece, `from pieces` if the count starts at the
/// pieces on the board, then `:` and the limits, `|` between them.
fn parse_bare_count(input: ParseStream) -> syn::Result<BareCount> {
    let king: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`bare` names the royal piece left alone, as in `bare King: 16 moves against Rook`",
        )
    })?;
    let mut from_pieces = false;
    if peek_word(input, Particle::From) {
        let from: Ident = input.parse()?;
        second_word(input, &from, Particle::Pieces)?;
        from_pieces = true;
    }
    input.parse::<Token![:]>().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected `:` and the limits of a bare player, as in `bare {king}: 16 moves against Rook`"),
        )
    })?;
    let mut limits = Vec::new();
    loop {
        let moves = parse_moves(input)?;
        let mut against = None;
        if peek_word(input, Particle::Against) {
            input.parse::<Ident>()?;
            let n = if input.peek(LitInt) {
                number(&input.parse::<LitInt>()?)?
            } else {
                Num {
                    value: 1,
                    span: input.span(),
                }
            };
            let kind: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "`against` names the other player's pieces, as in `16 moves against Rook`",
                )
            })?;
            against = Some((n, kind));
        }
        limits.push(CountLimit { moves, against });
        if !input.peek(Token![|]) {
            return Ok(BareCount {
                king,
                from_pieces,
                limits,
            });
        }
        input.parse::<Token![|]>()?;
    }
}

/// After `repetition`: the count in parentheses, `of board` and `for
/// Player`, all optional.
fn parse_repetition(input: ParseStream) -> syn::Result<Test> {
    let mut count = None;
    if input.peek(syn::token::Paren) {
        let content = parens(input, "repetition", "repetition(4)")?;
        let n: LitInt = content.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`repetition` takes how many times the position stands, as in `repetition(4)`",
            )
        })?;
        expect_end(&content, "the number of occurrences")?;
        count = Some(number(&n)?);
    }
    let of_board = parse_of_board(input)?;
    let mut player = None;
    if input.peek(Token![for]) {
        input.parse::<Token![for]>()?;
        player = Some(input.parse::<Ident>().map_err(|e| {
            syn::Error::new(
                e.span(),
                "`repetition for` names a player, as in `lose: repetition(4) for Sente`",
            )
        })?);
    }
    Ok(Test::Repetition {
        count,
        player,
        of_board,
    })
}

/// `of board` after a repetition's count: the span of `board`, if written.
fn parse_of_board(input: ParseStream) -> syn::Result<Option<Span>> {
    let fork = input.fork();
    match fork.parse::<Ident>() {
        Ok(of) if of == "of" => input.parse::<Ident>()?,
        _ => return Ok(None),
    };
    match input.parse::<Ident>() {
        Ok(board) if board == "board" => Ok(Some(board.span())),
        Ok(other) => Err(syn::Error::new(
            other.span(),
            format!("`repetition of {other}`: a repetition compares the board alone with `of board`, as in `lose: repetition(2) of board`, or the board and the player to move without it"),
        )),
        Err(e) => Err(syn::Error::new(
            e.span(),
            "`repetition of` takes `board`, as in `lose: repetition(2) of board`",
        )),
    }
}

/// `50 moves without capture or Pawn move`: the n-move rule.
fn parse_quiet(input: ParseStream) -> syn::Result<Condition> {
    let n: LitInt = input.parse()?;
    let example = "write the rule as `50 moves without capture or Pawn move`";
    let moves: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    if !is_word(&moves, Keyword::Moves) {
        return Err(syn::Error::new(
            moves.span(),
            format!("expected `moves` after the number: {example}"),
        ));
    }
    if input.is_empty() {
        return Ok(Condition {
            span: n.span(),
            test: Test::MoveLimit(number(&n)?),
        });
    }
    if peek_word(input, Particle::With) {
        return Ok(Condition {
            span: n.span(),
            test: Test::Material(super::material_draw::parse(input, number(&n)?)?),
        });
    }
    let without: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    if !is_word(&without, Particle::Without) {
        return Err(syn::Error::new(
            without.span(),
            format!("expected `without`: {example}"),
        ));
    }
    let mut resets = Vec::new();
    loop {
        let what: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), example))?;
        if is_word(&what, Particle::Capture) {
            resets.push(Reset::Capture);
        } else {
            // `move` is a Rust keyword.
            let mv: Ident = syn::ext::IdentExt::parse_any(input)
                .map_err(|e| syn::Error::new(e.span(), example))?;
            if !is_word(&mv, Particle::Move) {
                return Err(syn::Error::new(
                    mv.span(),
                    format!("a piece's move is written `{what} move`: {example}"),
                ));
            }
            resets.push(Reset::Piece(what));
        }
        if !peek_word(input, Particle::Or) {
            break;
        }
        input.parse::<Ident>()?;
    }
    expect_end(input, "the n-move rule")?;
    Ok(Condition {
        span: n.span(),
        test: Test::Quiet {
            moves: number(&n)?,
            resets,
        },
    })
}

/// The inside of `captured(10 stones)`: a count of stones, with its unit
/// written out, since players count Pente's captures in pairs.
fn parse_captured_stones(content: ParseStream) -> syn::Result<Test> {
    let example = "`captured` counts the stones taken, as in `captured(10 stones)`";
    let n: LitInt = content
        .parse()
        .map_err(|e| syn::Error::new(e.span(), example))?;
    let n = number(&n)?;
    let unit: Ident = content.parse().map_err(|_| {
        syn::Error::new(
            n.span,
            format!(
                "say what is counted: `captured({} stones)` (captures are counted in stones, not pairs)",
                n.value
            ),
        )
    })?;
    if !is_word(&unit, Particle::Stones) {
        return Err(syn::Error::new(
            unit.span(),
            format!("`captured` counts stones, not `{unit}`: five pairs are `captured(10 stones)`"),
        ));
    }
    expect_end(content, "`stones`")?;
    Ok(Test::CapturedStones(n))
}

/// The second word of a two-word condition, `captured all` or `most pieces`.
fn second_word(input: ParseStream, first: &Ident, second: Particle) -> syn::Result<()> {
    let next: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected `{first} {second}`")))?;
    if !is_word(&next, second) {
        return Err(syn::Error::new(
            next.span(),
            format!("expected `{first} {second}`, found `{first} {next}`"),
        ));
    }
    Ok(())
}

/// The inside of `line(4)` or `line(exactly 5)`.
fn parse_line(content: ParseStream) -> syn::Result<Test> {
    let exactly = if content.peek(syn::Ident) {
        let w: Ident = content.parse()?;
        let LineOption::Exactly = word::<LineOption>(&w)?;
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
    expect_end(content, "the length of the line")?;
    Ok(Test::Line {
        n: number(&n)?,
        exactly,
    })
}

fn parse_connect(input: ParseStream) -> syn::Result<Test> {
    if peek_word(input, Particle::All) {
        let all: Ident = input.parse()?;
        second_word(input, &all, Particle::Sides)?;
        expect_end(input, "`all sides`")?;
        return Ok(Test::Group(GroupGoal::AllSides));
    }
    if input.peek(syn::Ident) && input.peek2(Token![:]) {
        let (mut first, mut second) = (None, None);
        while !input.is_empty() {
            let side: Ident = input.parse()?;
            let side = word::<SideWord>(&side)?;
            input.parse::<Token![:]>()?;
            let edges = parse_edges(input)?;
            match side {
                SideWord::First => first = Some(edges),
                SideWord::Second => second = Some(edges),
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
        a: word::<Edge>(&a)?,
        b: word::<Edge>(&b)?,
        span: a.span(),
    })
}
