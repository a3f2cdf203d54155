//! Phase 2, check: every rule a declaration must obey, one function each,
//! every error collected.
//!
//! Parsing already rejected what is not the language; this rejects what is
//! the language but cannot be a game. It also resolves what names stand
//! for (zones and setups to cells, piece names to kinds), once, and hands
//! the result on as a [`Checked`] game, from which lowering cannot fail.

// Boards of boxes (dots and boxes).
pub mod boxes;
pub mod cells;
mod confined;
mod counted;
mod crowning;
mod custodial;
mod draw_count;
mod flags;
mod hands;
// `without`: holes in a rectangle.
mod holes;
mod lines;
mod material;
mod material_draw;
mod odds;
mod pieces;
pub mod points;
mod promotion;
mod resolve;
mod rotate;
mod royal;
mod stones;
// Hex boards cut to triangles and hexagons, and the goals of their groups.
mod outlines;
mod taking;
pub mod tuned;
// `when(my_rule)`: rules of one's own, as plain Rust functions.
mod when;

pub use cells::{Geometry, Setup};
pub use resolve::{DropResolution, EndResolution, Resolution, RuleResolution};
pub use royal::several_royals;

use crate::ctxt::Ctxt;
use crate::syntax::{
    BoardSpec, Body, CapturesSpec, Condition, DropSpec, GameDef, MoveSpec, Num, PieceDef, Points,
    RoyalSpec, ScoreSpec, SetupSpec, TurnsSpec, ZoneDef,
};
use crate::vocab::{letter_of, NoMoves, Required, Section as Keyword, Verdict, SECTIONS};
use proc_macro2::{Ident, Span};

/// The largest board side: keeps cell names, tables and build times sane.
pub const MAX_SIDE: u64 = 32;

/// A game that passed every check, with what its names resolved to.
pub struct Checked<'a> {
    pub def: &'a GameDef,
    pub parts: Parts<'a>,
    pub geometry: Geometry,
    /// For a game of pieces or flips, what its piece rules resolved to.
    pub pieces: Option<Resolution>,
    /// For a game on a board of points, its points, lines and phases.
    pub points: Option<points::OnPoints>,
    /// For a game on a board of boxes, its size and rules.
    pub boxes: Option<boxes::OnBoxes>,
}

/// The sections of a game by what they are, each found once (the first of
/// a duplicate; a duplicate is an error of its own).
pub struct Parts<'a> {
    pub board: Option<&'a BoardSpec>,
    pub players: Option<(&'a [Ident], Span)>,
    pub moves: Option<&'a MoveSpec>,
    pub pieces: Vec<&'a PieceDef>,
    pub zones: Vec<&'a ZoneDef>,
    pub setup: Option<(&'a SetupSpec, Span)>,
    pub captures: Option<&'a CapturesSpec>,
    /// `drops:`, with the section's span.
    pub drops: Option<(&'a [DropSpec], Span)>,
    /// `captures: surrounded`, at `surrounded`.
    pub surround: Option<Span>,
    /// `score: ...`, with the section's span.
    pub score: Option<(&'a ScoreSpec, Span)>,
    /// `captures: custodial(n)`: the number, at `custodial`.
    pub custodial: Option<(Num, Span)>,
    /// `turns: 1, then 2`.
    pub turns: Option<&'a TurnsSpec>,
    pub no_moves: Option<(NoMoves, Span)>,
    /// `royal: Name`, with the section's span: the first royal kind.
    pub royal: Option<(&'a Ident, Span)>,
    /// The whole `royal:` section: every royal kind, and `when`.
    pub royals: Option<&'a RoyalSpec>,
    /// `royal: Name not facing`: the span of `not`.
    pub facing: Option<Span>,
    /// `royal: Name not fleeing`: the span of `not`.
    pub fleeing: Option<Span>,
    /// `royal: Name not checked`: the span of `not`.
    pub checked: Option<Span>,
    /// `royal: Name facing ends`: the span of `facing`.
    pub facing_ends: Option<Span>,
    pub checkmate: Option<(NoMoves, Span)>,
    pub stalemate: Option<(NoMoves, Span)>,
    /// Every end condition, in the order the game tests them.
    pub ends: Vec<(Verdict, &'a Condition)>,
    /// `draw odds: Player`, with the section's span.
    pub draw_odds: Option<(&'a Ident, Span)>,
    /// `draw count: Name points, ...`, with the section's span.
    pub draw_count: Option<(&'a [Points], Span)>,
    pub eval: Option<&'a syn::Path>,
    /// `eval: tuned("file")`: the path, and the file read (or why not).
    pub tuned: Option<(&'a syn::LitStr, Result<tuned::TunedFile, String>)>,
    pub hints: Option<&'a syn::Path>,
    /// `points:`, with the section's span.
    pub points: Option<(&'a [crate::syntax::Named], Span)>,
    /// `lines:`, with the section's span.
    pub lines: Option<(&'a [Vec<crate::syntax::Named>], Span)>,
    /// `captures: mill`, at `mill`.
    pub mill: Option<Span>,
    /// Sections that did not parse (already reported).
    pub invalid: usize,
    /// Whether the game is one of pieces or flips: a `piece` section (even
    /// a malformed one, so its errors do not cascade) or `place flipping`.
    pub piece_game: bool,
}

impl<'a> Parts<'a> {
    pub fn of(game: &'a GameDef) -> Self {
        let mut parts = Parts {
            board: None,
            players: None,
            moves: None,
            pieces: Vec::new(),
            zones: Vec::new(),
            setup: None,
            captures: None,
            drops: None,
            surround: None,
            score: None,
            custodial: None,
            turns: None,
            no_moves: None,
            royal: None,
            royals: None,
            facing: None,
            fleeing: None,
            checked: None,
            facing_ends: None,
            checkmate: None,
            stalemate: None,
            ends: Vec::new(),
            draw_odds: None,
            draw_count: None,
            eval: None,
            tuned: None,
            hints: None,
            points: None,
            lines: None,
            mill: None,
            invalid: 0,
            piece_game: false,
        };
        for s in &game.sections {
            parts.piece_game |= s.keyword == Some(Keyword::Piece);
            match &s.body {
                Body::Board(b) => {
                    parts.board.get_or_insert(b);
                }
                Body::Players(p) => {
                    parts.players.get_or_insert((p, s.span));
                }
                Body::Moves(m) => {
                    parts.piece_game |= m.flipping.is_some();
                    parts.moves.get_or_insert(m);
                }
                Body::Piece(p) => parts.pieces.push(p),
                Body::Zone(z) => parts.zones.push(z),
                Body::Setup(spec) => {
                    parts.setup.get_or_insert((spec, s.span));
                }
                Body::Captures(spec) => {
                    parts.captures.get_or_insert(spec);
                }
                Body::Drops(rules) => {
                    parts.drops.get_or_insert((rules, s.span));
                }
                Body::Surround(span) => {
                    parts.surround.get_or_insert(*span);
                }
                Body::Custodial(n, span) => {
                    parts.custodial.get_or_insert((*n, *span));
                }
                Body::Turns(spec) => {
                    parts.turns.get_or_insert(spec);
                }
                Body::Score(spec) => {
                    parts.score.get_or_insert((spec, s.span));
                }
                Body::NoMoves(rule, span) => {
                    parts.no_moves.get_or_insert((*rule, *span));
                }
                Body::Royal(spec) => {
                    if parts.royals.is_none() {
                        parts.royal = Some((&spec.names[0], s.span));
                        parts.royals = Some(spec);
                    }
                    parts.facing = parts.facing.or(spec.facing);
                    parts.fleeing = parts.fleeing.or(spec.fleeing);
                    parts.checked = parts.checked.or(spec.unchecked);
                    parts.facing_ends = parts.facing_ends.or(spec.facing_ends);
                }
                Body::Ending(rule, span) if s.keyword == Some(Keyword::Checkmate) => {
                    parts.checkmate.get_or_insert((*rule, *span));
                }
                Body::Ending(rule, span) => {
                    parts.stalemate.get_or_insert((*rule, *span));
                }
                Body::End(conditions) => {
                    let verdict = s
                        .keyword
                        .and_then(Keyword::verdict)
                        .unwrap_or(Verdict::Draw);
                    parts.ends.extend(conditions.iter().map(|c| (verdict, c)));
                }
                Body::Tuned(literal) => {
                    if parts.tuned.is_none() {
                        parts.tuned = Some((literal, tuned::read(literal)));
                    }
                }
                Body::Hook(path) if s.keyword == Some(Keyword::Eval) => {
                    parts.eval.get_or_insert(path);
                }
                Body::Hook(path) => {
                    parts.hints.get_or_insert(path);
                }
                Body::DrawOdds(player) => {
                    parts.draw_odds.get_or_insert((player, s.span));
                }
                Body::DrawCount(points) => {
                    parts.draw_count.get_or_insert((points, s.span));
                }
                Body::Points(cells) => {
                    parts.points.get_or_insert((cells, s.span));
                }
                Body::Lines(lines) => {
                    parts.lines.get_or_insert((lines, s.span));
                }
                Body::Mill(span) => {
                    parts.mill.get_or_insert(*span);
                }
                Body::Invalid => parts.invalid += 1,
            }
        }
        parts
    }
}

/// Runs every rule on `game`; the checked game when it passed them all.
pub fn check<'a>(game: &'a GameDef, cx: &mut Ctxt) -> Option<Checked<'a>> {
    let parts = Parts::of(game);
    let errors_before = cx.error_count();
    let sound = |cx: &Ctxt| cx.error_count() == errors_before && parts.invalid == 0;
    tuned::check(&parts, cx);
    sections_are_not_duplicated(game, cx);
    required_sections_are_present(game, cx);
    players_are_two_with_distinct_symbols(&parts, cx);
    let board = parts.board?;
    if !board_size_is_supported(board, cx) {
        return None;
    }
    let mut geometry = Geometry {
        width: board.width.value as usize,
        height: board.height.value as usize,
        hex: board.hex,
        dark: board.dark.is_some(),
        outline: board.outline.map(|outline| outline.kind),
        holes: crate::ir::Holes::default(),
    };
    geometry.holes = holes::resolve(board, geometry, cx);
    rotate::check(&parts, geometry, cx);
    if points::is_on_points(&parts) || boxes::is_on_boxes(&parts) {
        holes::check(&parts, false, cx);
    }
    if points::is_on_points(&parts) {
        let on_points = points::check(&parts, geometry, cx);
        return (sound(cx) && on_points.is_some()).then_some(Checked {
            def: game,
            parts,
            geometry,
            pieces: None,
            points: on_points,
            boxes: None,
        });
    }
    if boxes::is_on_boxes(&parts) {
        let on_boxes = boxes::check(game, &parts, cx);
        return (sound(cx) && on_boxes.is_some()).then_some(Checked {
            def: game,
            parts,
            geometry,
            pieces: None,
            points: None,
            boxes: on_boxes,
        });
    }
    points::point_ends_stay_on_points(&parts, cx);
    stones::drop_needs_square_cells(&parts, geometry, cx);
    // A counted game of stones keeps to its own sections; the rules of
    // piece games would take its `captures:` for theirs.
    let counted = stones::is_counted(&parts);
    let pieces = if counted {
        stones::check_counted(game, &parts, geometry, cx);
        None
    } else {
        pieces::check(game, &parts, geometry, cx)
    };
    stones::check(&parts, geometry, cx);
    when::check(&parts, cx);
    outlines::check(&parts, geometry, counted, cx);
    holes::check(&parts, counted, cx);
    odds::check(&parts, cx);
    draw_count::check(&parts, cx);
    // Judging the game as a whole only makes sense once its parts are sound;
    // otherwise this would repeat an earlier error in other words.
    // With moves restricted by a rule of one's own, the board may never
    // fill: a position without moves is then a draw.
    let restricted = parts.moves.is_some_and(|m| m.when.is_some());
    if sound(cx) && !parts.piece_game && !counted && !restricted {
        stones::a_full_board_has_a_verdict(game, &parts, geometry, cx);
    }
    sound(cx).then_some(Checked {
        def: game,
        parts,
        geometry,
        pieces,
        points: None,
        boxes: None,
    })
}

/// One section per keyword, so that nothing is said twice (pieces and zones
/// are named and may repeat, once a name).
fn sections_are_not_duplicated(game: &GameDef, cx: &mut Ctxt) {
    for (i, s) in game.sections.iter().enumerate() {
        let Some(keyword) = s.keyword.filter(|k| !k.rule().named) else {
            continue;
        };
        if let Some(first) = game.sections[..i]
            .iter()
            .find(|f| f.keyword == Some(keyword))
        {
            let hint = if keyword.verdict().is_some() {
                format!(": list every condition in one `{keyword}:`, separated by commas")
            } else {
                String::new()
            };
            cx.error_with_note(
                s.span,
                format!("duplicate `{keyword}:` section{hint}"),
                first.span,
                format!("the first `{keyword}:`"),
            );
        }
    }
}

/// A game needs a board, a way to move and a way to end.
fn required_sections_are_present(game: &GameDef, cx: &mut Ctxt) {
    let name = &game.name;
    for required in [Required::Board, Required::Movement, Required::End] {
        let present = SECTIONS
            .iter()
            .filter(|r| r.required == Some(required))
            .any(|r| game.sections.iter().any(|s| s.is(r.section)));
        if present {
            continue;
        }
        let message = match required {
            Required::Board => format!(
                "`{name}` has no `board:` section; every game needs one, such as `board: 3 x 3`"
            ),
            Required::Movement => format!(
                "`{name}` has no `moves:` section; say how a player moves, such as `moves: place`"
            ),
            Required::End if boxes::board_of_boxes(game) => format!(
                "`{name}` has no `score: boxes`, so it could never end: a game of boxes ends when every line is drawn, and the boxes decide it"
            ),
            Required::End => {
                format!("`{name}` has no `win:`, `lose:` or `draw:` section, so it could never end")
            }
        };
        cx.error(name.span(), message);
    }
}

/// Two players, each drawn by a letter of its own.
fn players_are_two_with_distinct_symbols(parts: &Parts, cx: &mut Ctxt) {
    let Some((names, span)) = parts.players else {
        return;
    };
    if names.len() != 2 {
        let at = names.get(2).map_or(span, Ident::span);
        cx.error(
            at,
            format!(
                "`players:` names exactly two players, the first to move first; found {}",
                names.len()
            ),
        );
        return;
    }
    let [a, b] = [&names[0], &names[1]].map(|n| letter_of(&n.to_string()));
    if a == b {
        cx.error(
            names[1].span(),
            format!("`players:` `{}` and `{}` would both be drawn as `{a}`; give them different first letters", names[0], names[1]),
        );
    }
}

/// Sizes from 1 x 1 to 32 x 32. Returns whether the board is usable for the
/// rules that follow.
fn board_size_is_supported(board: &BoardSpec, cx: &mut Ctxt) -> bool {
    if let Some(outline) = board.outline {
        return outlines::side_is_supported(outline, cx);
    }
    let mut ok = true;
    for (n, what) in [(board.width, "columns"), (board.height, "rows")] {
        if n.value == 0 {
            cx.error(
                n.span,
                format!("`board:` has 0 {what}; a board needs at least one"),
            );
            ok = false;
        } else if n.value > MAX_SIDE {
            cx.error(
                n.span,
                format!("`board:` {} {what} is beyond the largest supported board, {MAX_SIDE} x {MAX_SIDE}", n.value),
            );
            ok = false;
        }
    }
    ok
}

#[cfg(test)]
mod tests;
