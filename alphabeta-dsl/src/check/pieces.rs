//! The rules of piece and flipping games, one function each, and the
//! resolution of their names: kinds, zones and the setup.

use super::cells::{self, CellError, Geometry, Setup, Zone, Zones};
use super::Parts;
use crate::ctxt::Ctxt;
use crate::suggest;
use crate::syntax::{GameDef, MoveDef, PieceRule, Test};
use crate::vocab::{letter_of, NoMoves, Section as Keyword};
use proc_macro2::{Ident, Span};

/// What the names of a piece or flipping game stand for.
pub struct Resolution {
    /// The kinds, in declaration order; a flipping game's one kind is its stone.
    pub names: Vec<String>,
    pub setup: Setup,
    /// `1` when the first player moves up the board, `-1` when down.
    pub forward: i32,
    /// The name of what compound moves shoot (`Arrow`), if any.
    pub shot: Option<String>,
    /// For each piece and each of its rules, a promotion's kind and zone.
    pub promotions: Vec<Vec<Option<(usize, Zone)>>>,
    /// For each end condition, a `reach` condition's zone.
    pub reach: Vec<Option<Zone>>,
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
    leaps_leave_their_cell(parts, cx);
    dark_boards_move_diagonally(parts, g, cx);
    let shot = shots_are_not_pieces(parts, cx);
    mandatory_captures_can_capture(parts, cx);
    most_pieces_needs_an_end(parts, cx);
    chains_fit_a_move(parts, g, cx);
    resolve(game, parts, g, shot, cx)
}

/// Resolves the setup, then the zones (whose `last row` depends on the way
/// the setup makes the players move), reporting what cannot be resolved.
fn resolve(
    game: &GameDef,
    parts: &Parts,
    g: Geometry,
    shot: Option<String>,
    cx: &mut Ctxt,
) -> Option<Resolution> {
    let mut names: Vec<String> = parts.pieces.iter().map(|p| p.name.to_string()).collect();
    let stones = names.is_empty().then(|| stone_letters(parts));
    if names.is_empty() {
        names.push("Stone".into());
    }
    let pieces = cells::Pieces {
        names: &names,
        shot: shot.as_deref(),
        stones,
    };
    let fixed = Zones {
        geometry: g,
        parts,
        forward: None,
    };
    let setup = match parts.setup {
        Some((spec, span)) => match cells::setup(spec, &fixed, &pieces) {
            Ok(setup) => the_setup_gives_both_players_pieces(&setup, span, cx).then_some(setup),
            Err((span, message)) => {
                cx.error(span, message);
                None
            }
        },
        None => {
            the_setup_is_there(game, parts, cx);
            None
        }
    };
    let forward = setup.as_ref().map_or(1, |s| cells::forward(s, g.width));
    let zones = Zones {
        geometry: g,
        parts,
        forward: Some(forward),
    };
    let report =
        |r: Result<Zone, CellError>, cx: &mut Ctxt| r.map_err(|(span, m)| cx.error(span, m)).ok();
    for z in &parts.zones {
        report(zones.cells(&z.cells), cx);
    }
    let promotions: Vec<Vec<Option<(usize, Zone)>>> = parts
        .pieces
        .iter()
        .map(|p| {
            p.rules
                .iter()
                .map(|rule| match rule {
                    PieceRule::Promote { to, zone, .. } => {
                        let kind = names.iter().position(|n| to == n);
                        let cells = report(zones.cells(zone), cx);
                        kind.zip(cells)
                    }
                    _ => None,
                })
                .collect()
        })
        .collect();
    let reach = parts
        .ends
        .iter()
        .map(|(_, c)| match &c.test {
            Test::Reach(zone) => report(zones.cells(zone), cx),
            _ => None,
        })
        .collect();
    Some(Resolution {
        names,
        setup: setup?,
        forward,
        shot,
        promotions,
        reach,
    })
}

/// In a flipping game, the players' letters stand for their stones.
fn stone_letters(parts: &Parts) -> [char; 2] {
    match parts.players {
        Some((names, _)) if names.len() == 2 => [0, 1].map(|i| letter_of(&names[i].to_string())),
        _ => ['X', 'O'],
    }
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

/// A game of pieces or flips starts from a setup.
fn the_setup_is_there(game: &GameDef, parts: &Parts, cx: &mut Ctxt) {
    if game.sections.iter().any(|s| s.is(Keyword::Setup)) {
        return; // there, but malformed or misspelled: already reported
    }
    let name = &game.name;
    let message = match parts.pieces.first() {
        Some(p) => format!("`{name}` has no `setup:`; say where its pieces start, as in `setup: first {} on rows 1..=2, second {} on rows 7..=8`", p.name, p.name),
        None if game.sections.iter().any(|s| s.is(Keyword::Piece)) => format!("`{name}` has no `setup:`; say where its pieces start"),
        None => format!("`{name}` has no `setup:`; say where the first stones stand, as in `setup: first on e4 d5, second on d4 e5`: on an empty board no placement could flip a line"),
    };
    cx.error(name.span(), message);
}

fn the_setup_gives_both_players_pieces(setup: &Setup, span: Span, cx: &mut Ctxt) -> bool {
    let mut ok = true;
    for (side, name) in [(0, "first"), (1, "second")] {
        if setup.pieces[side].iter().all(Vec::is_empty) {
            cx.error(
                span,
                format!("`setup:` gives the {name} player nothing to start with"),
            );
            ok = false;
        }
    }
    ok
}

fn pieces_and_zones_are_not_duplicated(parts: &Parts, cx: &mut Ctxt) {
    let defs = &parts.pieces;
    for (i, p) in defs.iter().enumerate() {
        let letter = letter_of(&p.name.to_string());
        if let Some(first) = defs[..i].iter().find(|f| f.name == p.name) {
            cx.error_with_note(
                p.name.span(),
                format!("duplicate `piece {}`", p.name),
                first.name.span(),
                format!("the first `piece {}`", p.name),
            );
        } else if let Some(first) = defs[..i]
            .iter()
            .find(|f| letter_of(&f.name.to_string()) == letter)
        {
            cx.error_with_note(
                p.name.span(),
                format!("`{}` and `{}` would both be written `{letter}`; give pieces different first letters", first.name, p.name),
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

fn promotions_name_other_pieces(parts: &Parts, cx: &mut Ctxt) {
    let names: Vec<String> = parts.pieces.iter().map(|p| p.name.to_string()).collect();
    let known: Vec<&str> = names.iter().map(String::as_str).collect();
    for p in &parts.pieces {
        for rule in &p.rules {
            let PieceRule::Promote { to, .. } = rule else {
                continue;
            };
            let t = to.to_string();
            if !known.contains(&t.as_str()) {
                let hint = match suggest::closest(&t, &known) {
                    Some(k) => format!(", did you mean `{k}`?"),
                    None => format!(": declare it with `piece {t} {{ ... }}`"),
                };
                cx.error(
                    to.span(),
                    format!(
                        "`{}` promotes to `{t}`, which is not a declared piece{hint}",
                        p.name
                    ),
                );
            } else if *to == p.name {
                cx.error(to.span(), format!("`{}` promotes to itself", p.name));
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
            PieceRule::Promote { .. } => continue,
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
        PieceRule::Promote { .. } => false,
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
