//! The rules of piece and flipping games, one function each. What their
//! names stand for is resolved by `resolve`; the chess family's rules are
//! in `royal`.

use super::cells::Geometry;
use super::resolve::{self, Resolution};
use super::{royal, Parts};
use crate::ctxt::Ctxt;
use crate::syntax::{GameDef, MoveDef, PieceDef, PieceRule, Test};
use crate::vocab::{letter_of, NoMoves, Section as Keyword};
use proc_macro2::Ident;

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
    leaps_leave_their_cell(parts, cx);
    dark_boards_move_diagonally(parts, g, cx);
    let shot = shots_are_not_pieces(parts, cx);
    mandatory_captures_can_capture(parts, cx);
    most_pieces_needs_an_end(parts, cx);
    chains_fit_a_move(parts, g, cx);
    royal::check(parts, cx);
    let resolution = resolve::resolve(game, parts, g, shot, cx)?;
    royal::one_royal_piece_each(parts, &resolution, cx);
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
        if !parts.piece_game && !c.test.is_placement() {
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
            .filter(|_| has_pieces && parts.moves.is_none_or(|m| m.flipping.is_none()))
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
        if let Some(s) = game.sections.iter().find(|s| s.keyword == Some(keyword)) {
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
        p.letter
            .map_or_else(|| letter_of(&p.name.to_string()), |(l, _)| l)
    };
    for (i, p) in defs.iter().enumerate() {
        let l = letter(p);
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
                format!("`{}` and `{}` would both be written `{l}`; give one a letter of its own, as in `piece {} (X)`", first.name, p.name, p.name),
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

/// Every move rule of every piece, shots included.
fn move_rules<'a>(parts: &'a Parts) -> impl Iterator<Item = &'a MoveDef> + 'a {
    parts.pieces.iter().flat_map(|p| &p.rules).flat_map(|rule| {
        let (m, shot) = match rule {
            PieceRule::Move(m) => (Some(m), m.shot.as_ref().map(|s| &*s.rule)),
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
            PieceRule::Promote { .. } | PieceRule::Castle { .. } | PieceRule::EnPassant(_) => {
                continue
            }
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

/// What a compound move shoots is a name of its own, one for the game.
/// Returns that name.
fn shots_are_not_pieces(parts: &Parts, cx: &mut Ctxt) -> Option<String> {
    let mut first: Option<&Ident> = None;
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(MoveDef { shot: Some(s), .. }) = rule else {
            continue;
        };
        if parts.pieces.iter().any(|d| d.name == s.name) {
            cx.error(s.name.span(), format!("`{}` is a piece; what a move shoots is a new name, such as `Arrow`, that blocks its cell for good", s.name));
        }
        match first {
            Some(f) if *f != s.name => cx.error(
                s.name.span(),
                format!("a game shoots one kind of thing: `{f}` or `{}`", s.name),
            ),
            _ => first = Some(&s.name),
        }
    }
    first.map(ToString::to_string)
}

fn mandatory_captures_can_capture(parts: &Parts, cx: &mut Ctxt) {
    let Some(span) = parts.captures else { return };
    let captures = parts.pieces.iter().flat_map(|p| &p.rules).any(|r| match r {
        PieceRule::Jump { .. } => true,
        PieceRule::Move(m) => m.target.captures(),
        PieceRule::Promote { .. } | PieceRule::Castle { .. } | PieceRule::EnPassant(_) => false,
    });
    if !captures {
        cx.error(span, "`captures: mandatory` but no piece can capture: add a `jump ... over enemy`, or a move `to enemy`");
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
            Some((rule, at)) => {
                cx.error_with_note(c.span, message, at, format!("`no moves: {rule}`"))
            }
            None => cx.error(c.span, message),
        }
    }
}

/// A chain of jumps packs into the 32 bits of a move: the start cell, then
/// a few bits a jump.
fn chains_fit_a_move(parts: &Parts, g: Geometry, cx: &mut Ctxt) {
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Jump {
            dirs,
            chain: true,
            span,
        } = rule
        else {
            continue;
        };
        let cell_bits = usize::BITS - (g.cells() - 1).max(1).leading_zeros();
        let dir_bits = usize::BITS - (dirs.vectors.len().max(2) - 1).leading_zeros();
        let room = (31 - cell_bits as usize - 1) / dir_bits as usize;
        if room < (g.cells() / 2).min(12) {
            cx.error(
                *span,
                format!(
                    "chains of jumps on a {} x {} board do not fit in a move of 32 bits",
                    g.width, g.height
                ),
            );
        }
    }
}
