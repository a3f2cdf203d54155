//! Games on a board of points joined by lines (the mill games): the
//! points inside the rectangle, the lines through them, the phases of
//! `moves: place 9 then step or fly at 3`, `captures: mill`, and the ends
//! such a game has. A game on points keeps to these words; every other
//! section is refused at its keyword.

use super::{Geometry, Parts};
use crate::ctxt::Ctxt;
use crate::ir::PointEnd;
use crate::syntax::Test;
use crate::vocab::{NoMoves, Verdict};
use proc_macro2::Span;

/// The largest rectangle of a board of points: one 64-bit word.
pub const MAX_POINT_CELLS: usize = 64;

/// A game on points, resolved: every value in range.
pub struct OnPoints {
    /// The cells on the board, lowest first.
    pub points: Vec<usize>,
    /// The lines, each its points in order.
    pub lines: Vec<Vec<usize>>,
    /// The men each player starts with in hand.
    pub men: u8,
    /// `or fly at n`: a player with at most `n` men flies.
    pub fly: Option<u8>,
    /// `captures: mill`.
    pub mill: bool,
    /// The end conditions, in the order written.
    pub ends: Vec<PointEnd>,
    /// What a player without a move gets (a draw unless said).
    pub no_moves: NoMoves,
}

/// The ends that count men or moves of a game on points have no meaning
/// in other games, whose counts name a kind and whose n-move rules name
/// what resets them.
pub fn point_ends_stay_on_points(parts: &Parts, cx: &mut Ctxt) {
    for &(_, condition) in &parts.ends {
        match &condition.test {
            Test::FewerPieces(n) => cx.error(
                condition.span,
                format!(
                    "`fewer than {} pieces` counts the men of a game on points: in this game name the kind counted, as in `fewer than {} Pawn`",
                    n.value, n.value
                ),
            ),
            Test::MoveLimit(n) => cx.error(
                condition.span,
                format!(
                    "`{} moves` alone is the move limit of a game on points: here write what resets the count, as in `{} moves without capture`",
                    n.value, n.value
                ),
            ),
            _ => {}
        }
    }
}

/// Whether the game is one on points: it names points, lines, mills or
/// the phases of a placement from hand.
pub fn is_on_points(parts: &Parts) -> bool {
    parts.points.is_some()
        || parts.lines.is_some()
        || parts.mill.is_some()
        || parts.moves.is_some_and(|m| m.phases.is_some())
}

/// Every rule of a game on points; the resolved game when all hold.
pub fn check(parts: &Parts, geometry: Geometry, cx: &mut Ctxt) -> Option<OnPoints> {
    let before = cx.error_count();
    other_sections_are_refused(parts, cx);
    let board_ok = board_is_a_rectangle_of_at_most_64_cells(parts, geometry, cx);
    let points = if board_ok {
        points_are_cells_of_the_board(parts, geometry, cx)
    } else {
        None
    };
    let lines = points
        .as_ref()
        .and_then(|points| lines_run_through_points(parts, geometry, points, cx));
    if let (Some(points), Some(lines)) = (&points, &lines) {
        every_point_is_on_a_line(parts, geometry, points, lines, cx);
    }
    mill_needs_lines(parts, cx);
    let phases = phases_are_declared(parts, points.as_ref(), cx);
    let ends = ends_are_those_of_points(parts, phases.map(|(men, _)| men), cx);
    let no_moves = no_moves_rule(parts, cx);
    if cx.error_count() != before {
        return None;
    }
    let (men, fly) = phases?;
    Some(OnPoints {
        points: points?,
        lines: lines?,
        men,
        fly,
        mill: parts.mill.is_some(),
        ends,
        no_moves,
    })
}

/// The sections of other kinds of game have no meaning on points.
fn other_sections_are_refused(parts: &Parts, cx: &mut Ctxt) {
    let mut refuse = |span: Span, what: &str| {
        cx.error(
            span,
            format!("{what} is not a rule of a game on points: its men are placed from hand, then step along the lines"),
        );
    };
    for piece in &parts.pieces {
        refuse(piece.name.span(), "`piece`");
    }
    for zone in &parts.zones {
        refuse(zone.name.span(), "`zone`");
    }
    if let Some((_, span)) = parts.setup {
        refuse(span, "`setup:`");
    }
    if let Some((_, span)) = parts.drops {
        refuse(span, "`drops:`");
    }
    if let Some((_, span)) = parts.royal {
        refuse(span, "`royal:`");
    }
    if let Some((_, span)) = parts.checkmate.or(parts.stalemate) {
        refuse(span, "a royal piece's ending");
    }
    if let Some((_, span)) = parts.score {
        refuse(span, "`score:`");
    }
    if let Some(turns) = parts.turns {
        refuse(turns.span, "`turns:`");
    }
    if let Some(span) = parts.surround {
        refuse(span, "`captures: surrounded`");
    }
    if let Some((_, span)) = parts.custodial {
        refuse(span, "`captures: custodial(n)`");
    }
    if let Some(spec) = parts.captures {
        let first = spec
            .mandatory
            .or(spec.to_hand.as_ref().map(|t| t.0))
            .or(spec.explode.as_ref().map(|e| e.0))
            .or(spec.petrify.as_ref().map(|p| p.0));
        if let Some(span) = first {
            refuse(span, "this `captures:` rule");
        }
    }
    if let Some((_, span)) = parts.draw_odds {
        refuse(span, "`draw odds:`");
    }
    if let Some((_, span)) = parts.draw_count {
        refuse(span, "`draw count:`");
    }
}

/// A board of points is cut from a plain rectangle that one 64-bit word
/// holds.
fn board_is_a_rectangle_of_at_most_64_cells(
    parts: &Parts,
    geometry: Geometry,
    cx: &mut Ctxt,
) -> bool {
    let Some(board) = parts.board else {
        return false;
    };
    if board.hex || board.dark.is_some() {
        cx.error(
            board.width.span,
            "a board of points is cut from a plain rectangle: write `board: 7 x 7`, without `hex` or `dark`",
        );
        return false;
    }
    if geometry.cells() > MAX_POINT_CELLS {
        cx.error(
            board.width.span,
            format!(
                "a board of points is cut from a rectangle of at most {MAX_POINT_CELLS} cells; `{} x {}` has {}",
                geometry.width,
                geometry.height,
                geometry.cells()
            ),
        );
        return false;
    }
    true
}

/// `points:` names cells of the rectangle, each once.
fn points_are_cells_of_the_board(
    parts: &Parts,
    geometry: Geometry,
    cx: &mut Ctxt,
) -> Option<Vec<usize>> {
    let Some((names, span)) = parts.points else {
        let at = parts
            .lines
            .map(|(_, s)| s)
            .or(parts.mill)
            .or(parts.moves.and_then(|m| m.phases.map(|p| p.men.span)));
        if let Some(at) = at {
            cx.error(
                at,
                "a game on points names its points: add `points:` with the cells on the board, as in `points: a1 d1 g1 ...`",
            );
        }
        return None;
    };
    let mut cells: Vec<usize> = Vec::new();
    let mut ok = true;
    for (i, named) in names.iter().enumerate() {
        let Some(cell) = geometry.cell_named(&named.name) else {
            cx.error(
                named.span,
                format!(
                    "`{}` is off the {} x {} board",
                    named.name, geometry.width, geometry.height
                ),
            );
            ok = false;
            continue;
        };
        if let Some(first) = names[..i].iter().find(|n| n.name == named.name) {
            cx.error_with_note(
                named.span,
                format!("the point `{}` is named twice", named.name),
                first.span,
                "named first here",
            );
            ok = false;
            continue;
        }
        cells.push(cell);
    }
    if ok && cells.is_empty() {
        cx.error(span, "`points:` names at least one point");
        ok = false;
    }
    cells.sort_unstable();
    ok.then_some(cells)
}

/// `lines:` are runs of two points or more, each point once, every
/// point on the board, no line twice.
fn lines_run_through_points(
    parts: &Parts,
    geometry: Geometry,
    points: &[usize],
    cx: &mut Ctxt,
) -> Option<Vec<Vec<usize>>> {
    let Some((lines, _)) = parts.lines else {
        // `captures: mill` says so at its own word.
        if let (Some((_, span)), None) = (parts.points, parts.mill) {
            cx.error(
                span,
                "a board of points needs `lines:`: they join the points, so that men step along them and fill them into mills, as in `lines: a1 d1 g1, a1 a4 a7`",
            );
        }
        return None;
    };
    let mut resolved: Vec<Vec<usize>> = Vec::new();
    let mut ok = true;
    for line in lines {
        let mut cells = Vec::new();
        for (i, named) in line.iter().enumerate() {
            let cell = geometry.cell_named(&named.name);
            match cell {
                Some(c) if points.contains(&c) => {}
                _ => {
                    cx.error(
                        named.span,
                        format!(
                            "the line runs through `{}`, which is off the board: a line joins points of `points:`",
                            named.name
                        ),
                    );
                    ok = false;
                    continue;
                }
            }
            if line[..i].iter().any(|n| n.name == named.name) {
                cx.error(
                    named.span,
                    format!(
                        "the line passes `{}` twice: a line is a run of distinct points",
                        named.name
                    ),
                );
                ok = false;
                continue;
            }
            cells.extend(cell);
        }
        if line.len() < 2 {
            cx.error(
                line[0].span,
                format!(
                    "a line joins two points or more; `{}` alone is no line",
                    line[0].name
                ),
            );
            ok = false;
            continue;
        }
        let mut set = cells.clone();
        set.sort_unstable();
        if let Some(first) = resolved.iter().position(|l| {
            let mut other = l.clone();
            other.sort_unstable();
            other == set
        }) {
            cx.error_with_note(
                line[0].span,
                "this line is declared twice",
                lines[first][0].span,
                "declared first here",
            );
            ok = false;
            continue;
        }
        resolved.push(cells);
    }
    ok.then_some(resolved)
}

/// A point on no line would have no neighbour: a man there could never
/// move, nor ever stand in a mill.
fn every_point_is_on_a_line(
    parts: &Parts,
    geometry: Geometry,
    points: &[usize],
    lines: &[Vec<usize>],
    cx: &mut Ctxt,
) {
    let Some((names, _)) = parts.points else {
        return;
    };
    for named in names {
        let Some(cell) = geometry.cell_named(&named.name) else {
            continue;
        };
        if points.contains(&cell) && !lines.iter().any(|l| l.contains(&cell)) {
            cx.error(
                named.span,
                format!(
                    "the point `{}` is on no line: a man there could never move; add a line through it, or leave it off `points:`",
                    named.name
                ),
            );
        }
    }
}

/// A mill is a line filled: without lines there is none.
fn mill_needs_lines(parts: &Parts, cx: &mut Ctxt) {
    if let (Some(span), None) = (parts.mill, parts.lines) {
        cx.error(
            span,
            "`captures: mill` removes a man when a line is filled, and this board has no `lines:`",
        );
    }
}

/// `moves: place n then step [or fly at k]`: the men in hand and the
/// count at which a player flies.
fn phases_are_declared(
    parts: &Parts,
    points: Option<&Vec<usize>>,
    cx: &mut Ctxt,
) -> Option<(u8, Option<u8>)> {
    let phases = parts.moves.and_then(|m| m.phases);
    let Some(phases) = phases else {
        // A `moves:` that did not parse was reported at its own words.
        let at = parts
            .points
            .map(|(_, s)| s)
            .or(parts.lines.map(|(_, s)| s))
            .filter(|_| parts.invalid == 0);
        if let Some(at) = at {
            let at = parts.moves.map_or(at, |m| m.span);
            cx.error(
                at,
                "a game on points is played in phases: write `moves: place 9 then step` (and `or fly at 3`)",
            );
        }
        return None;
    };
    let men = phases.men.value;
    if men == 0 {
        cx.error(
            phases.men.span,
            "each player places at least one man: `place 0` leaves nothing to play with",
        );
        return None;
    }
    if let Some(points) = points {
        if men * 2 > points.len() as u64 {
            cx.error(
                phases.men.span,
                format!(
                    "the two hands hold {} men, and the board has {} points: they could not all be placed",
                    men * 2,
                    points.len()
                ),
            );
            return None;
        }
    }
    let men = u8::try_from(men).ok()?;
    let fly = match phases.fly {
        None => None,
        Some((n, _)) if n.value == 0 || n.value > u64::from(men) => {
            cx.error(
                n.span,
                format!(
                    "`fly at {}` can never happen with {men} men a player: count from 1 to {men}",
                    n.value
                ),
            );
            return None;
        }
        Some((n, _)) => u8::try_from(n.value).ok(),
    };
    Some((men, fly))
}

/// A game on points ends by a count of men (`fewer than 3 pieces`), by
/// a move limit (`draw: 100 moves`) or by a player who cannot move.
fn ends_are_those_of_points(parts: &Parts, men: Option<u8>, cx: &mut Ctxt) -> Vec<PointEnd> {
    let mut ends = Vec::new();
    for &(verdict, condition) in &parts.ends {
        match (&condition.test, verdict) {
            (Test::FewerPieces(n), Verdict::Win | Verdict::Lose) => {
                if ends.iter().any(|e| matches!(e, PointEnd::Fewer(..))) {
                    cx.error(condition.span, "a game on points counts its men once: keep one `fewer than n pieces`");
                    continue;
                }
                match men {
                    Some(men) if n.value == 0 || n.value > u64::from(men) => cx.error(
                        n.span,
                        format!(
                            "`fewer than {} pieces` {} with {men} men a player",
                            n.value,
                            if n.value == 0 { "can never hold" } else { "holds from the start" }
                        ),
                    ),
                    _ => ends.push(PointEnd::Fewer(
                        verdict,
                        u8::try_from(n.value).unwrap_or(u8::MAX),
                    )),
                }
            }
            (Test::FewerPieces(_), Verdict::Draw) => cx.error(
                condition.span,
                "`fewer than n pieces` names whose game it is: put it under `lose:` (or `win:`)",
            ),
            (Test::MoveLimit(n), Verdict::Draw) => {
                if n.value == 0 || n.value > u64::from(u16::MAX / 2) {
                    cx.error(
                        n.span,
                        format!(
                            "a move limit counts from 1 to {} moves",
                            u16::MAX / 2
                        ),
                    );
                } else if ends.iter().any(|e| matches!(e, PointEnd::Limit(_))) {
                    cx.error(condition.span, "the move limit is said twice");
                } else {
                    ends.push(PointEnd::Limit(u16::try_from(n.value).unwrap_or(1)));
                }
            }
            (Test::MoveLimit(_), _) => cx.error(
                condition.span,
                "a move limit draws the game: put `n moves` under `draw:`",
            ),
            (test, _) => cx.error(
                condition.span,
                format!("`{test}` is not an end of a game on points: it ends by `fewer than n pieces`, `no moves:` or a move limit, `draw: 100 moves`"),
            ),
        }
    }
    ends
}

/// `no moves: lose | draw | win`; a game on points never passes.
fn no_moves_rule(parts: &Parts, cx: &mut Ctxt) -> NoMoves {
    match parts.no_moves {
        None => NoMoves::Draw,
        Some((rule @ (NoMoves::Lose | NoMoves::Draw | NoMoves::Win), _)) => rule,
        Some((rule, span)) => {
            cx.error(
                span,
                format!(
                    "`no moves: {}` is not a rule of a game on points: say `lose`, `draw` or `win`",
                    rule.written()
                ),
            );
            NoMoves::Draw
        }
    }
}
