//! The rules of piece and flipping games, one function each. What their
//! names stand for is resolved by `resolve`; the chess family's rules are
//! in `royal`.

use super::cells::Geometry;
use super::resolve::{self, Resolution};
use super::{
    confined, counted, crowning, custodial, flags, hands, lines, material, material_draw,
    promotion, royal, taking, Parts,
};
use crate::ctxt::Ctxt;
use crate::ir::chains;
use crate::syntax::{GameDef, MoveDef, PieceDef, PieceRule, ShotHow, Test};
use crate::vocab::{letter_of, MoveWord, NoMoves, Section as Keyword};
use proc_macro2::{Ident, Span};

/// The most kinds a move may name its promotion among: the field holds the
/// kind plus one, in four bits, or five in a game of more than 15 kinds.
const MOST_PROMOTION_KINDS: usize = 31;

/// The bits of the field where a move names its promotion, for a game of
/// `kinds` kinds (the generated code's `promo_mask`).
fn promo_bits(kinds: usize) -> u32 {
    if kinds > 15 {
        5
    } else {
        4
    }
}

/// Runs every rule of piece and flipping games on `game`, whose board is
/// sound, and resolves its names. `None` for a placement game, or when
/// something could not be resolved.
pub fn check(game: &GameDef, parts: &Parts, g: Geometry, cx: &mut Ctxt) -> Option<Resolution> {
    sections_fit_the_kind_of_game(game, parts, cx);
    if !parts.piece_game {
        return None;
    }
    if g.hex {
        if let Some(s) = game
            .sections
            .iter()
            .find(|s| s.is(Keyword::Piece) || s.is(Keyword::Moves))
        {
            cx.error(
                s.span,
                "pieces and flips need a square board: write `board: 8 x 8`, not `hex`",
            );
        }
        return None;
    }
    pieces_and_zones_are_not_duplicated(parts, cx);
    let named = game.sections.iter().all(|s| {
        !((s.is(Keyword::Piece) || s.is(Keyword::Zone))
            && matches!(s.body, crate::syntax::Body::Invalid))
    });
    if !named {
        // A name they declare may be missing; saying so would repeat an error.
        return None;
    }
    flipping_has_no_pieces(parts, cx);
    promotions_name_other_pieces(parts, cx);
    one_castling(parts, cx);
    promotion::check(parts, cx);
    crowning::check(parts, cx);
    leaps_leave_their_cell(parts, cx);
    dark_boards_move_diagonally(parts, g, cx);
    let shot = shots_are_not_pieces(parts, cx);
    every_move_puts_the_blocker(parts, cx);
    mandatory_captures_can_capture(parts, cx);
    mandatory_captures_leave_no_pass(parts, cx);
    explosions_follow_plain_captures(parts, cx);
    petrified_kinds_capture(parts, cx);
    most_pieces_needs_an_end(parts, cx);
    checks_need_a_royal_piece(parts, cx);
    moves_are_listed_once(parts, g, cx);
    royal::check(parts, cx);
    confined::check(parts, cx);
    lines::check(parts, cx);
    counted::check(parts, cx);
    custodial::check(parts, g, cx);
    custodial::forts_fit(parts, cx);
    hands::check(parts, g, cx);
    material::check(parts, cx);
    material_draw::check(parts, cx);
    flags::check(parts, cx);
    taking::check(parts, cx);
    let resolution = resolve::resolve(game, parts, g, shot, cx)?;
    hands::check_resolved(parts, &resolution, g, cx);
    promotion::check_resolved(parts, &resolution, cx);
    material::check_resolved(parts, &resolution, cx);
    material_draw::check_resolved(parts, &resolution, cx);
    royal::one_royal_piece_each(parts, &resolution, cx);
    royal::one_castling_piece_each(parts, &resolution, cx);
    royal::the_royal_piece_is_not_spared(parts, &resolution, cx);
    confined::pieces_start_where_they_stay(parts, &resolution, g, cx);
    lines::lines_stay_within(parts, &resolution, g, cx);
    lines::excepted_kinds_keep_their_kind(parts, &resolution, cx);
    let mut resolution = resolution;
    moves_fit_their_bits(parts, g, &mut resolution, cx);
    Some(resolution)
}

/// Placement games end by lines, connections and full boards; piece games
/// by zones, captures and counts. Each keeps to its own words.
fn sections_fit_the_kind_of_game(game: &GameDef, parts: &Parts, cx: &mut Ctxt) {
    // A `moves:` that did not parse (reported) may have meant `place flipping`.
    if game
        .sections
        .iter()
        .any(|s| s.is(Keyword::Moves) && matches!(s.body, crate::syntax::Body::Invalid))
    {
        return;
    }
    for (_, c) in &parts.ends {
        if parts.piece_game && c.test.is_placement() {
            cx.error(c.span, format!("`{}` ends placement games; a game with pieces or flips ends with `reach(...)`, `captured all`, `most pieces` or `no moves:`", c.test));
        }
        if !parts.piece_game && matches!(c.test, Test::Repetition { .. }) {
            cx.error(c.span, format!("`{}`: in this game of placed stones no position can stand twice; positions come back only with pieces that move, or in a counted game, whose stones are taken by surrounding (`captures: surrounded`, `score: area`)", c.test));
        } else if !parts.piece_game && !c.test.is_placement() {
            cx.error(c.span, format!("`{}` needs pieces that move (`piece Name {{ ... }}`) or `moves: place flipping`", c.test));
        }
    }
    if parts.piece_game {
        let has_pieces = game.sections.iter().any(|s| s.is(Keyword::Piece));
        // `place flipping` with pieces is reported by `flipping_has_no_pieces`.
        if let Some(s) = game
            .sections
            .iter()
            .find(|s| s.keyword == Some(Keyword::Moves))
            .filter(|_| {
                has_pieces
                    && parts
                        .moves
                        .is_none_or(|m| m.flipping.is_none() && m.kind != MoveWord::Move)
            })
        {
            cx.error(s.span, "a game with pieces moves by its pieces' rules: remove `moves:`, or move its rule into a `piece`");
        }
        return;
    }
    for keyword in [
        Keyword::Setup,
        Keyword::Zone,
        Keyword::Captures,
        Keyword::NoMoves,
    ] {
        // Custodial capture is a rule of stones placed; a section that did
        // not parse is reported already.
        if let Some(s) = game.sections.iter().find(|s| {
            s.keyword == Some(keyword)
                && !matches!(
                    s.body,
                    crate::syntax::Body::Custodial(..) | crate::syntax::Body::Invalid
                )
        }) {
            // A custodial capture with more said is one of pieces.
            if let crate::syntax::Body::Captures(spec) = &s.body {
                if let Some(c) = &spec.custodial {
                    cx.error(c.span, "`captures: custodial(n)` is a game of stones' one capture rule: it takes no other (directions, `against` and the rules of kinds are for games of pieces)");
                    continue;
                }
            }
            let colon = if keyword.rule().named { "" } else { ":" };
            cx.error(s.span, format!("`{keyword}{colon}` needs pieces that move (`piece Name {{ ... }}`) or `moves: place flipping`"));
        }
    }
}

/// Pieces and zones have names of their own, and pieces letters of their
/// own: a piece is written by its letter, its name's first unless it
/// chooses one (`piece Knight (N)`).
fn pieces_and_zones_are_not_duplicated(parts: &Parts, cx: &mut Ctxt) {
    let defs = &parts.pieces;
    let letter = |p: &PieceDef| {
        let l = p
            .letter
            .map_or_else(|| letter_of(&p.name.to_string()), |(l, _)| l);
        (l, p.plus.is_some())
    };
    for (i, p) in defs.iter().enumerate() {
        let l = letter(p);
        let written = format!("{}{}", if l.1 { "+" } else { "" }, l.0);
        if let Some(first) = defs[..i].iter().find(|f| f.name == p.name) {
            cx.error_with_note(
                p.name.span(),
                format!("duplicate `piece {}`", p.name),
                first.name.span(),
                format!("the first `piece {}`", p.name),
            );
        } else if let Some(first) = defs[..i].iter().find(|f| letter(f) == l) {
            let at = p.letter.map_or(p.name.span(), |(_, span)| span);
            cx.error_with_note(
                at,
                format!("`{}` and `{}` would both be written `{written}`; give one a letter of its own, as in `piece {} (X)`", first.name, p.name, p.name),
                first.name.span(),
                format!("`piece {}`", first.name),
            );
        }
    }
    let zones = &parts.zones;
    for (i, z) in zones.iter().enumerate() {
        if let Some(first) = zones[..i].iter().find(|f| f.name == z.name) {
            cx.error_with_note(
                z.name.span(),
                format!("duplicate `zone {}`", z.name),
                first.name.span(),
                format!("the first `zone {}`", z.name),
            );
        }
    }
}

fn flipping_has_no_pieces(parts: &Parts, cx: &mut Ctxt) {
    let flipping = parts.moves.and_then(|m| m.flipping);
    if let (Some(span), Some(p)) = (flipping, parts.pieces.first()) {
        cx.error_with_note(
            span,
            "`place flipping` places stones, which never move: a game has either flips or pieces",
            p.name.span(),
            format!("`piece {}`", p.name),
        );
    }
}

/// A piece promotes to another kind (unknown names are reported where
/// they are resolved).
fn promotions_name_other_pieces(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        for rule in &p.rules {
            let PieceRule::Promote { to, .. } = rule else {
                continue;
            };
            for name in to.iter().filter(|name| **name == p.name) {
                cx.error(name.span(), format!("`{}` promotes to itself", p.name));
            }
        }
    }
}

/// A piece castles by one rule: the kinds it castles with are listed in
/// one `castle with` (its promotions are `promotion`'s).
fn one_castling(parts: &Parts, cx: &mut Ctxt) {
    for p in &parts.pieces {
        let mut castle = None;
        for rule in &p.rules {
            let PieceRule::Castle { span, .. } = rule else {
                continue;
            };
            match castle {
                None => castle = Some(*span),
                Some(first) => cx.error_with_note(
                    *span,
                    format!("`{}` has two `castle with` rules: list every kind it castles with in one, as in `castle with Rook | Chancellor`", p.name),
                    first,
                    "the first `castle with`",
                ),
            }
        }
    }
}

/// Every move rule of every piece, shots included.
fn move_rules<'a>(parts: &'a Parts) -> impl Iterator<Item = &'a MoveDef> + 'a {
    parts.pieces.iter().flat_map(|p| &p.rules).flat_map(|rule| {
        let (m, shot) = match rule {
            PieceRule::Move(m) => (
                Some(m),
                m.shot.as_ref().and_then(|s| match &s.how {
                    ShotHow::Shoot(rule) => Some(&**rule),
                    ShotHow::Place(_) | ShotHow::Behind => None,
                }),
            ),
            _ => (None, None),
        };
        m.into_iter().chain(shot)
    })
}

fn leaps_leave_their_cell(parts: &Parts, cx: &mut Ctxt) {
    for m in move_rules(parts) {
        if m.dirs.vectors.contains(&(0, 0)) {
            cx.error(m.dirs.span, format!("`{}` never leaves its cell: a leap needs a non-zero vector, as in `leap(1, 2)`", m.dirs.text));
        }
    }
}

fn dark_boards_move_diagonally(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    if !g.dark {
        return;
    }
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let dirs = match rule {
            PieceRule::Move(m) => &m.dirs,
            PieceRule::Jump { dirs, .. } => dirs,
            PieceRule::Promote { .. }
            | PieceRule::Castle { .. }
            | PieceRule::EnPassant(..)
            | PieceRule::Stays { .. } => continue,
        };
        if dirs.vectors.iter().any(|(dx, dy)| (dx + dy) % 2 != 0) {
            cx.error(
                dirs.span,
                format!(
                    "`{}` leaves the dark squares: on a `dark` board pieces move diagonally",
                    dirs.text
                ),
            );
        }
    }
}

/// What a compound move puts (shoots, places, leaves) is a blocker, a name
/// of its own, one for the game. Returns that name.
fn shots_are_not_pieces(parts: &Parts, cx: &mut Ctxt) -> Option<String> {
    let mut first: Option<&Ident> = None;
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(MoveDef { shot: Some(s), .. }) = rule else {
            continue;
        };
        if parts.pieces.iter().any(|d| d.name == s.name) {
            cx.error(s.name.span(), format!("`{}` is a piece; a blocker a move puts is a new name, such as `Arrow` or `Wall`, that blocks its cell for good", s.name));
        }
        match first {
            Some(f) if *f != s.name => cx.error(
                s.name.span(),
                format!("a game has one kind of blocker: `{f}` or `{}`", s.name),
            ),
            _ => first = Some(&s.name),
        }
    }
    first.map(ToString::to_string)
}

/// A move of a game with blockers names three cells, the last its
/// blocker's: a move that puts none (a plain rule, a jump, en passant, a
/// drop) would have nothing there, so every move of the game puts one.
fn every_move_puts_the_blocker(parts: &Parts, cx: &mut Ctxt) {
    let rules = || parts.pieces.iter().flat_map(|p| &p.rules);
    let Some(shot) = rules().find_map(|rule| match rule {
        PieceRule::Move(MoveDef { shot: Some(s), .. }) => Some(s),
        _ => None,
    }) else {
        return;
    };
    let name = &shot.name;
    let mut refuse = |span: Span, what: &str| {
        cx.error_with_note(
            span,
            format!("{what} puts no `{name}`: in a game whose moves put a `{name}`, every move does (give it a `then` part)"),
            name.span(),
            format!("the `{name}` placed by this move"),
        );
    };
    for rule in rules() {
        match rule {
            PieceRule::Move(m) if m.shot.is_none() => {
                refuse(m.dirs.span, &format!("`{}`", rule_text(m)))
            }
            PieceRule::Jump { span, .. } => refuse(*span, "a `jump`"),
            PieceRule::EnPassant(span, _) => refuse(*span, "`en passant`"),
            _ => {}
        }
    }
    if let Some((_, span)) = parts.drops {
        refuse(span, "a drop");
    }
    if let Some((span, _)) = parts.captures.and_then(|c| c.to_hand) {
        refuse(span, "a drop from the hand");
    }
}

/// A pass is not a capture: under `captures: mandatory` a player who can
/// capture could not pass, and the pass of `moves: move or pass` is
/// offered beside every move.
fn mandatory_captures_leave_no_pass(parts: &Parts, cx: &mut Ctxt) {
    let Some(mandatory) = parts.captures.and_then(|c| c.mandatory) else {
        return;
    };
    let Some(pass) = parts
        .moves
        .filter(|m| m.kind == MoveWord::Move)
        .and_then(|m| m.pass)
    else {
        return;
    };
    cx.error_with_note(
        pass,
        "`moves: move or pass` beside `captures: mandatory`: a pass is not a capture, and a player who can capture must; leave out `or pass`, or the mandatory captures",
        mandatory,
        "`captures: mandatory`",
    );
}

/// `captures: mandatory` and `captures: to hand` are about captures: some
/// piece can capture.
fn mandatory_captures_can_capture(parts: &Parts, cx: &mut Ctxt) {
    let Some(spec) = parts.captures else { return };
    let captures = parts.pieces.iter().flat_map(|p| &p.rules).any(|r| match r {
        PieceRule::Jump { .. } => true,
        PieceRule::Move(m) => m.target.captures(),
        PieceRule::Promote { .. }
        | PieceRule::Castle { .. }
        | PieceRule::EnPassant(..)
        | PieceRule::Stays { .. } => false,
    });
    if captures {
        return;
    }
    if let Some(span) = spec.mandatory {
        cx.error(span, "`captures: mandatory` but no piece can capture: add a `jump ... over enemy`, or a move `to enemy`");
    }
    if let Some((span, _)) = &spec.explode {
        cx.error(
            *span,
            "`captures: explode` but no piece can capture: add a move `to enemy`",
        );
    }
    if let Some((span, _)) = &spec.petrify {
        cx.error(
            *span,
            "`captures: petrify` but no piece can capture: add a move `to enemy`",
        );
    }
    if let Some((span, _)) = spec.to_hand {
        cx.error(span, "`captures: to hand` but no piece can capture: add a move `to enemy`, or give the players their pieces in hand in the setup string, as in `[Nn]`, and leave out `captures:`");
    }
}

/// A blast follows a capture by replacement or en passant, and removes
/// pieces for good: not along a chain of jumps, and not into a hand.
fn explosions_follow_plain_captures(parts: &Parts, cx: &mut Ctxt) {
    let Some((span, spared)) = parts.captures.and_then(|c| c.explode.as_ref()) else {
        return;
    };
    if parts.captures.is_some_and(|c| c.to_hand.is_some()) {
        cx.error(*span, "`captures: explode` removes the blasted pieces from the game, and `to hand` would put them in a hand: say one of them");
    }
    if let Some(p) = parts
        .pieces
        .iter()
        .find(|p| p.rules.iter().any(|r| matches!(r, PieceRule::Jump { .. })))
    {
        cx.error(*span, format!("`captures: explode` blasts the landing cell of a capture, and a chain of jumps (`{}` jumps) captures along its way: explosions go with moves `to enemy` only", p.name));
    }
    for (i, name) in spared.iter().enumerate() {
        if let Some(first) = spared[..i].iter().find(|n| *n == name) {
            cx.error_with_note(
                name.span(),
                format!("`{name}` is already spared"),
                first.span(),
                format!("the first `{first}`"),
            );
        }
    }
    immune_kinds_once(parts, spared, cx);
}

/// `petrify` names each kind once, each a kind that can capture (else it
/// would never turn into a wall), and no royal piece (whose capture would
/// leave its player without it: give it moves `to empty`, as
/// Fairy-Stockfish's petrified king, which may not capture). Walls after a
/// blast are not worked out: not with `explode`.
fn petrified_kinds_capture(parts: &Parts, cx: &mut Ctxt) {
    let Some(spec) = parts.captures else { return };
    let Some((at, kinds)) = &spec.petrify else {
        return;
    };
    if let Some((explode, _)) = &spec.explode {
        cx.error_with_note(
            *at,
            "`petrify` does not go with `explode` yet: a capture either blasts or petrifies here",
            *explode,
            "the explosions",
        );
    }
    let royals: Vec<&Ident> = parts
        .royals
        .map(|r| r.names.iter().collect())
        .unwrap_or_default();
    for (i, name) in kinds.iter().enumerate() {
        if let Some(first) = kinds[..i].iter().find(|n| *n == name) {
            cx.error_with_note(
                name.span(),
                format!("`{name}` already petrifies"),
                first.span(),
                format!("the first `{first}`"),
            );
            continue;
        }
        if let Some((royal, span)) = royals
            .iter()
            .find(|r| **r == name)
            .zip(parts.royal.map(|(_, s)| s))
        {
            cx.error_with_note(
                name.span(),
                format!("`{royal}` is a royal piece, which would turn into a wall as it captures and leave its player without it: give it moves `to empty` and leave it out of `petrify`"),
                span,
                "`royal:`",
            );
            continue;
        }
        let Some(def) = parts.pieces.iter().find(|p| p.name == *name) else {
            continue;
        };
        // Where nothing captures, `mandatory_captures_can_capture` says so.
        if !captures(def) && parts.pieces.iter().any(|p| captures(p)) {
            cx.error(
                name.span(),
                format!("`{name}` never captures, so it never turns into a wall: name the kinds that capture"),
            );
        }
    }
}

/// Whether some rule of the piece captures.
fn captures(def: &PieceDef) -> bool {
    def.rules.iter().any(|r| match r {
        PieceRule::Jump { .. } | PieceRule::EnPassant(..) => true,
        PieceRule::Move(m) => m.target.captures(),
        PieceRule::Promote { .. } | PieceRule::Castle { .. } | PieceRule::Stays { .. } => false,
    })
}

/// `immune` names each kind once, and none that `sparing` names: an immune
/// kind is spared on the cells around already, and everywhere else.
fn immune_kinds_once(parts: &Parts, spared: &[Ident], cx: &mut Ctxt) {
    let Some((_, immune)) = parts.captures.and_then(|c| c.immune.as_ref()) else {
        return;
    };
    for (i, name) in immune.iter().enumerate() {
        if let Some(first) = immune[..i].iter().find(|n| *n == name) {
            cx.error_with_note(
                name.span(),
                format!("`{name}` is already immune"),
                first.span(),
                format!("the first `{first}`"),
            );
        } else if let Some(first) = spared.iter().find(|n| *n == name) {
            cx.error_with_note(
                name.span(),
                format!("`{name}` is immune, so no blast takes it anywhere: do not also spare it"),
                first.span(),
                format!("`{first}` spared here"),
            );
        }
    }
}

/// `checks(n)` counts the checks a player gives: the game has a royal
/// piece, and `n` is a count a position can keep (1 to 255).
fn checks_need_a_royal_piece(parts: &Parts, cx: &mut Ctxt) {
    for (verdict, c) in &parts.ends {
        let Test::Checks(n) = &c.test else { continue };
        if parts.royal.is_none() {
            cx.error(c.span, format!("`{verdict}: {}` counts checks, and a check attacks a royal piece: add `royal: King`", c.test));
        } else if n.value == 0 || n.value > 255 {
            cx.error(
                n.span,
                format!("`checks({})` counts from 1 to 255 checks", n.value),
            );
        }
    }
}

fn most_pieces_needs_an_end(parts: &Parts, cx: &mut Ctxt) {
    let pass = matches!(parts.no_moves, Some((NoMoves::Pass, _)));
    for (verdict, c) in &parts.ends {
        if !matches!(c.test, Test::MostPieces) || pass {
            continue;
        }
        let message = format!("`{verdict}: most pieces` counts pieces when neither player can move, which only `no moves: pass` lets happen");
        match parts.no_moves {
            Some((rule, at)) => cx.error_with_note(
                c.span,
                message,
                at,
                format!("`no moves: {}`", rule.written()),
            ),
            None => cx.error(c.span, message),
        }
    }
}

/// The bits a move of this game needs, and the chains of jumps its move
/// list must hold: a chain crosses each enemy piece once, so its length
/// and the number of chains from one cell are bounded ([`chains::bound`]);
/// past [`chains::MOST_CHAINS`] a game is refused, and so is a chain longer
/// than a move can name. Promotion choices and shots take their own bits.
/// The bound found for each chaining piece is kept in `r.chains`, for the
/// move list's capacity and the move's width.
fn moves_fit_their_bits(parts: &Parts, g: Geometry, r: &mut Resolution, cx: &mut Ctxt) {
    let cell_bits = usize::BITS - (g.cells() - 1).max(1).leading_zeros();
    let jump_dirs = |p: &PieceDef| -> Vec<(i32, i32)> {
        let mut dirs: Vec<(i32, i32)> = Vec::new();
        for rule in &p.rules {
            if let PieceRule::Jump { dirs: d, .. } = rule {
                dirs.extend(
                    d.vectors
                        .iter()
                        .filter(|v| !dirs.contains(v))
                        .collect::<Vec<_>>(),
                );
            }
        }
        dirs
    };
    let most_dirs = parts
        .pieces
        .iter()
        .map(|p| jump_dirs(p).len())
        .max()
        .unwrap_or(0);
    let dir_bits = usize::BITS - (most_dirs.max(2) - 1).leading_zeros();
    // Where chains are named by the pieces they take, not their paths,
    // `taking` bounds them.
    let sets = parts.captures.is_some_and(|c| c.most.is_some())
        || parts.pieces.iter().flat_map(|p| &p.rules).any(|r| {
            matches!(
                r,
                PieceRule::Jump {
                    flying: Some(_),
                    ..
                }
            )
        });
    for (k, p) in parts.pieces.iter().enumerate().filter(|_| !sets) {
        let Some(span) = p.rules.iter().find_map(|rule| match rule {
            PieceRule::Jump {
                chain: true, span, ..
            } => Some(*span),
            _ => None,
        }) else {
            continue;
        };
        let dirs = jump_dirs(p);
        for side in 0..2 {
            let s = if side == 0 { r.forward } else { -r.forward };
            let vectors: Vec<(i32, i32)> = dirs.iter().map(|&(dx, dy)| (dx * s, dy * s)).collect();
            let captures = r.setup.pieces[1 - side].iter().map(Vec::len).sum();
            let shape = (g.width, g.height, g.dark, g.holes);
            let Some(b) = chains::bound(shape, &vectors, captures, chains::MOST_CHAINS) else {
                cx.error(span, format!(
                    "chains of jumps of `{}` on a {} x {} board with {captures} pieces to capture could make more than {} moves from one cell, more than a move list holds: use a smaller board or fewer pieces",
                    p.name, g.width, g.height, chains::MOST_CHAINS
                ));
                return;
            };
            // Below the flag, after the start cell, in 32 bits or in 64: a
            // marker bit, then the jumps.
            let path = 1 + b.longest as u32 * dir_bits;
            if cell_bits + path > 63 {
                cx.error(span, format!(
                    "chains of jumps on a {} x {} board do not fit in a move of 64 bits: a chain of `{}` may make {} jumps",
                    g.width, g.height, p.name, b.longest
                ));
                return;
            }
            let found = r.chains[k].get_or_insert(b);
            found.chains = found.chains.max(b.chains);
            found.longest = found.longest.max(b.longest);
        }
    }
    for p in &parts.pieces {
        let jumps = p
            .rules
            .iter()
            .any(|rule| matches!(rule, PieceRule::Jump { .. }));
        let by_player: Vec<&Vec<Ident>> = p
            .rules
            .iter()
            .filter_map(|rule| match rule {
                PieceRule::Promote { to, .. } => Some(to),
                _ => None,
            })
            .collect();
        let differ = by_player.windows(2).any(|w| w[0] != w[1]);
        for rule in &p.rules {
            let PieceRule::Promote {
                to, optional, lost, ..
            } = rule
            else {
                continue;
            };
            if to.len() < 2 && optional.is_none() && lost.iter().all(Option::is_none) && !differ {
                continue;
            }
            let at = optional.unwrap_or_else(|| to[to.len().min(2) - 1].span());
            let to = [at, at];
            if jumps {
                let always = if optional.is_some() { ", always" } else { "" };
                cx.error(at, format!("`{}` jumps, and a chain of jumps names no promotion: a piece that jumps promotes to one kind{always}", p.name));
            } else if 3 * cell_bits + promo_bits(r.names.len()) > 28 {
                let most = if promo_bits(r.names.len()) > 4 {
                    128
                } else {
                    256
                };
                cx.error(to[1], format!("a choice of promotion on a {} x {} board does not fit in a move of 32 bits: promote to one kind, or use a board of at most {most} cells", g.width, g.height));
            } else if r.names.len() > MOST_PROMOTION_KINDS {
                cx.error(
                    to[1],
                    format!("a move names its promotion among at most {MOST_PROMOTION_KINDS} kinds: this game declares {}", r.names.len()),
                );
            }
        }
    }
    let flags = parts.royal.is_some()
        || parts
            .pieces
            .iter()
            .flat_map(|p| &p.rules)
            .any(|rule| matches!(rule, PieceRule::Castle { .. } | PieceRule::EnPassant(..)));
    let shot = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .find_map(|rule| match rule {
            PieceRule::Move(MoveDef { shot: Some(s), .. }) => Some(s),
            _ => None,
        });
    if let Some(s) = shot.filter(|_| 3 * cell_bits > if flags { 28 } else { 31 }) {
        cx.error(s.name.span(), format!("a move that shoots names three cells, which on a {} x {} board do not fit in a move of 32 bits", g.width, g.height));
    }
}

/// How a move rule reads in a message: its words, or its Betza atom.
fn rule_text(m: &MoveDef) -> String {
    let text = &m.dirs.text;
    if text.starts_with("leap")
        || text.starts_with("ride")
        || text.chars().any(|c| c.is_ascii_uppercase())
    {
        return text.clone();
    }
    let word = if m.slide { "slide" } else { "step" };
    match (m.count, m.by_count) {
        (Some(n), _) => format!("{word} {text} {}", n.value),
        (None, Some(_)) => format!("{word} {text} by count"),
        (None, None) => format!("{word} {text}"),
    }
}

/// A piece's rules list each move once ([`distinct`]): rules that reach the
/// same cell in some positions only cannot be told apart when the moves are
/// generated, so the piece is refused.
///
/// [`distinct`]: crate::ir::distinct::distinct
fn moves_are_listed_once(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    let flags_long_steps = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .any(|r| matches!(r, PieceRule::EnPassant(..)));
    for p in &parts.pieces {
        let defs: Vec<&MoveDef> = p
            .rules
            .iter()
            .filter_map(|r| match r {
                PieceRule::Move(m) => Some(m),
                _ => None,
            })
            .collect();
        let rules: Vec<_> = defs
            .iter()
            .map(|m| crate::lower::pieces::move_rule(m))
            .collect();
        let side = g.width.max(g.height);
        let Err(o) = crate::ir::distinct::distinct(&rules, flags_long_steps, side) else {
            continue;
        };
        let (a, b) = (defs[o.first], defs[o.second]);
        let en_passant = flags_long_steps && (a.count.is_some() || b.count.is_some());
        let why = if en_passant {
            "and only a step of several cells leaves the cell it crossed open to en passant"
        } else {
            "but not in every position, so the move would be listed twice"
        };
        cx.error_with_note(
            b.dirs.span,
            format!(
                "`{}` of `piece {}` lands on cells that `{}` reaches too, {why}: keep one of the two, or rules that never meet",
                rule_text(b),
                p.name,
                rule_text(a)
            ),
            a.dirs.span,
            format!("`{}`", rule_text(a)),
        );
    }
}
