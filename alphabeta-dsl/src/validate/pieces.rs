//! The rules of piece and flipping games, one function each: what is the
//! language but cannot be a game.

use crate::ast::{Body, GameDef, PieceRule, Test, Verdict};
use crate::ctxt::Ctxt;
use crate::lower::pieces::{pieces, setup_cells, shot_name, zones, Geometry};
use crate::suggest;
use proc_macro2::Span;

/// Runs every rule of piece and flipping games on `game`, whose board is sound.
pub fn validate(game: &GameDef, board_hex: bool, cx: &mut Ctxt) {
    let piece_game = crate::lower::pieces::is_piece_game(game);
    sections_fit_the_kind_of_game(game, piece_game, cx);
    if !piece_game {
        return;
    }
    let Some(geometry) = Geometry::of(game) else {
        return;
    };
    if board_hex {
        if let Some(s) = game
            .sections
            .iter()
            .find(|s| matches!(s.body, Body::Piece(_) | Body::Moves(_)))
        {
            cx.error(
                s.keyword.span,
                "pieces and flips need a square board: write `board: 8 x 8`, not `hex`",
            );
        }
        return;
    }
    pieces_are_not_duplicated(game, cx);
    if !names_parsed(game) {
        return;
    }
    flipping_has_no_pieces(game, cx);
    promotions_name_other_pieces(game, cx);
    leaps_leave_their_cell(game, cx);
    dark_boards_move_diagonally(game, geometry, cx);
    shots_are_not_pieces(game, cx);
    zones_lie_on_the_board(game, geometry, cx);
    the_setup_is_sound(game, geometry, cx);
    mandatory_captures_can_capture(game, cx);
    most_pieces_needs_an_end(game, cx);
    chains_fit_a_move(game, geometry, cx);
}

/// Whether every `piece` and `zone` section parsed: otherwise a name
/// they declare may be missing, and saying so would repeat an error.
fn names_parsed(game: &GameDef) -> bool {
    !game.sections.iter().any(|s| {
        matches!(s.body, Body::Invalid) && (s.keyword.text == "piece" || s.keyword.text == "zone")
    })
}

fn section_span(game: &GameDef, keyword: &str) -> Option<Span> {
    game.sections
        .iter()
        .find(|s| s.keyword.text == keyword)
        .map(|s| s.keyword.span)
}

/// Placement games end by lines, connections and full boards; piece games
/// by zones, captures and counts. Each keeps to its own words.
fn sections_fit_the_kind_of_game(game: &GameDef, piece_game: bool, cx: &mut Ctxt) {
    for s in &game.sections {
        if let Body::End(_, conditions) = &s.body {
            for c in conditions {
                let placement_word = matches!(
                    c.test,
                    Test::Line { .. } | Test::Connect { .. } | Test::Full
                );
                let piece_word = matches!(
                    c.test,
                    Test::Reach(_) | Test::CapturedAll | Test::MostPieces
                );
                if piece_game && placement_word {
                    cx.error(c.span, format!("`{}` ends placement games; a game with pieces or flips ends with `reach(...)`, `captured all`, `most pieces` or `no moves:`", c.test));
                }
                if !piece_game && piece_word {
                    cx.error(c.span, format!("`{}` needs pieces that move (`piece Name {{ ... }}`) or `moves: place flipping`", c.test));
                }
            }
        }
    }
    if piece_game {
        let has_pieces = game.sections.iter().any(|s| s.keyword.text == "piece");
        if has_pieces {
            if let Some(span) = section_span(game, "moves") {
                cx.error(span, "a game with pieces moves by its pieces' rules: remove `moves:`, or move its rule into a `piece`");
            }
        }
        if section_span(game, "setup").is_none() && !misspelled_setup(game) {
            let message = match pieces(game).first() {
                Some(p) => format!("`{}` has no `setup:`; say where its pieces start, as in `setup: first {} on rows 1..=2, second {} on rows 7..=8`", game.name, p.name, p.name),
                None if has_pieces => format!("`{}` has no `setup:`; say where its pieces start", game.name),
                None => format!("`{}` has no `setup:`; say where the first stones stand, as in `setup: first on e4 d5, second on d4 e5`: on an empty board no placement could flip a line", game.name),
            };
            cx.error(game.name.span(), message);
        }
    } else {
        for keyword in ["setup", "zone", "captures", "no moves"] {
            if let Some(span) = section_span(game, keyword) {
                cx.error(span, format!("`{keyword}` needs pieces that move (`piece Name {{ ... }}`) or `moves: place flipping`"));
            }
        }
    }
}

/// A section whose keyword is a typo of `setup`, already reported.
fn misspelled_setup(game: &GameDef) -> bool {
    game.sections.iter().any(|s| {
        matches!(s.body, Body::Invalid)
            && suggest::closest(&s.keyword.text, crate::ast::SECTIONS) == Some("setup")
    })
}

fn pieces_are_not_duplicated(game: &GameDef, cx: &mut Ctxt) {
    let defs = pieces(game);
    for (i, p) in defs.iter().enumerate() {
        if let Some(first) = defs[..i].iter().find(|f| f.name == p.name) {
            cx.error_with_note(
                p.name.span(),
                format!("duplicate `piece {}`", p.name),
                first.name.span(),
                format!("the first `piece {}` is here", p.name),
            );
        } else if let Some(first) = defs[..i]
            .iter()
            .find(|f| f.name.to_string().chars().next() == p.name.to_string().chars().next())
        {
            cx.error_with_note(
                p.name.span(),
                format!(
                    "`{}` and `{}` would both be written `{}`; give pieces different first letters",
                    first.name,
                    p.name,
                    p.name.to_string().chars().next().unwrap_or('?')
                ),
                first.name.span(),
                format!("`{}` is here", first.name),
            );
        }
    }
    let zs = zones(game);
    for (i, z) in zs.iter().enumerate() {
        if let Some(first) = zs[..i].iter().find(|f| f.name == z.name) {
            cx.error_with_note(
                z.name.span(),
                format!("duplicate `zone {}`", z.name),
                first.name.span(),
                format!("the first `zone {}` is here", z.name),
            );
        }
    }
}

fn flipping_has_no_pieces(game: &GameDef, cx: &mut Ctxt) {
    let flipping = game.sections.iter().find_map(|s| match &s.body {
        Body::Moves(m) => m.iter().find_map(|m| m.flipping),
        _ => None,
    });
    if let (Some(span), Some(p)) = (flipping, pieces(game).first()) {
        cx.error_with_note(
            span,
            "`place flipping` places stones, which never move: a game has either flips or pieces",
            p.name.span(),
            format!("`piece {}` is here", p.name),
        );
    }
}

fn promotions_name_other_pieces(game: &GameDef, cx: &mut Ctxt) {
    let defs = pieces(game);
    let names: Vec<String> = defs.iter().map(|p| p.name.to_string()).collect();
    let known: Vec<&str> = names.iter().map(String::as_str).collect();
    for p in &defs {
        for rule in &p.rules {
            if let PieceRule::Promote { to, .. } = rule {
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
}

fn leaps_leave_their_cell(game: &GameDef, cx: &mut Ctxt) {
    let check = |rule: &PieceRule, cx: &mut Ctxt| {
        if let PieceRule::Move { dirs, .. } = rule {
            if dirs.vectors.contains(&(0, 0)) {
                cx.error(dirs.span, format!("`{}` never leaves its cell: a leap needs a non-zero vector, as in `leap(1, 2)`", dirs.text));
            }
        }
    };
    for p in pieces(game) {
        for rule in &p.rules {
            check(rule, cx);
            if let PieceRule::Move { shot: Some(s), .. } = rule {
                check(&s.rule, cx);
            }
        }
    }
}

fn dark_boards_move_diagonally(game: &GameDef, geometry: Geometry, cx: &mut Ctxt) {
    if !geometry.dark {
        return;
    }
    for p in pieces(game) {
        for rule in &p.rules {
            let dirs = match rule {
                PieceRule::Move { dirs, .. } | PieceRule::Jump { dirs, .. } => dirs,
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
}

fn shots_are_not_pieces(game: &GameDef, cx: &mut Ctxt) {
    let defs = pieces(game);
    let mut first: Option<proc_macro2::Ident> = None;
    for p in &defs {
        for rule in &p.rules {
            if let PieceRule::Move { shot: Some(s), .. } = rule {
                if defs.iter().any(|d| d.name == s.name) {
                    cx.error(s.name.span(), format!("`{}` is a piece; what a move shoots is a new name, such as `Arrow`, that blocks its cell for good", s.name));
                }
                match &first {
                    Some(f) if *f != s.name => cx.error(
                        s.name.span(),
                        format!("a game shoots one kind of thing: `{f}` or `{}`", s.name),
                    ),
                    _ => first = Some(s.name.clone()),
                }
            }
        }
    }
}

fn zones_lie_on_the_board(game: &GameDef, geometry: Geometry, cx: &mut Ctxt) {
    let report = |r: Result<[Vec<usize>; 2], (Span, String)>, cx: &mut Ctxt| {
        if let Err((span, message)) = r {
            cx.error(span, message);
        }
    };
    for z in zones(game) {
        report(geometry.zone_cells(&z.cells, Some(1), game, 0), cx);
    }
    for p in pieces(game) {
        for rule in &p.rules {
            if let PieceRule::Promote { zone, .. } = rule {
                report(geometry.zone_cells(zone, Some(1), game, 0), cx);
            }
        }
    }
    for s in &game.sections {
        if let Body::End(_, conditions) = &s.body {
            for c in conditions {
                if let Test::Reach(zone) = &c.test {
                    report(geometry.zone_cells(zone, Some(1), game, 0), cx);
                }
            }
        }
    }
}

fn the_setup_is_sound(game: &GameDef, geometry: Geometry, cx: &mut Ctxt) {
    let mut names: Vec<String> = pieces(game).iter().map(|p| p.name.to_string()).collect();
    if names.is_empty() {
        names.push("Stone".into());
    }
    let shot = shot_name(game);
    match setup_cells(game, geometry, &names, shot.as_deref()) {
        Err((span, message)) => cx.error(span, message),
        Ok((setup, _)) => {
            if let Some(span) = section_span(game, "setup") {
                for (side, name) in [(0, "first"), (1, "second")] {
                    if setup[side].iter().all(Vec::is_empty) {
                        cx.error(
                            span,
                            format!("`setup:` gives the {name} player nothing to start with"),
                        );
                    }
                }
            }
        }
    }
}

fn mandatory_captures_can_capture(game: &GameDef, cx: &mut Ctxt) {
    let Some(span) = game.sections.iter().find_map(|s| match s.body {
        Body::Captures(span) => Some(span),
        _ => None,
    }) else {
        return;
    };
    let captures = pieces(game).iter().any(|p| {
        p.rules.iter().any(|r| match r {
            PieceRule::Jump { .. } => true,
            PieceRule::Move { target, .. } => crate::lower::pieces::captures(*target),
            PieceRule::Promote { .. } => false,
        })
    });
    if !captures {
        cx.error(span, "`captures: mandatory` but no piece can capture: add a `jump ... over enemy`, or a move `to enemy`");
    }
}

fn most_pieces_needs_an_end(game: &GameDef, cx: &mut Ctxt) {
    let no_moves = game.sections.iter().find_map(|s| match s.body {
        Body::NoMoves(n, span) => Some((n, span)),
        _ => None,
    });
    let pass = matches!(no_moves, Some((crate::ast::NoMoves::Pass, _)));
    for s in &game.sections {
        if let Body::End(verdict, conditions) = &s.body {
            for c in conditions {
                if matches!(c.test, Test::MostPieces) && !pass {
                    let v = match verdict {
                        Verdict::Win => "win",
                        Verdict::Lose => "lose",
                        Verdict::Draw => "draw",
                    };
                    let message = format!("`{v}: most pieces` counts pieces when neither player can move, which only `no moves: pass` lets happen");
                    match no_moves {
                        Some((_, at)) => cx.error_with_note(
                            c.span,
                            message,
                            at,
                            "a player who cannot move does not pass here",
                        ),
                        None => cx.error(c.span, message),
                    }
                }
            }
        }
    }
}

/// A chain of jumps packs into the 32 bits of a move: the start cell, then
/// a few bits a jump.
fn chains_fit_a_move(game: &GameDef, geometry: Geometry, cx: &mut Ctxt) {
    for p in pieces(game) {
        for rule in &p.rules {
            if let PieceRule::Jump {
                dirs,
                chain: true,
                span,
            } = rule
            {
                let cell_bits = usize::BITS - (geometry.cells() - 1).max(1).leading_zeros();
                let dir_bits = usize::BITS - (dirs.vectors.len().max(2) - 1).leading_zeros();
                let room = (31 - cell_bits as usize - 1) / dir_bits as usize;
                let most = geometry.cells() / 2;
                if room < most.min(12) {
                    cx.error(
                        *span,
                        format!(
                            "chains of jumps on a {} x {} board do not fit in a move of 32 bits",
                            geometry.width, geometry.height
                        ),
                    );
                }
            }
        }
    }
}
